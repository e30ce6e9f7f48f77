import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { FieldDefinition, FieldOf } from '@showdesk/domain/forms/fields';
import { loopFieldPath, loopTitle, type PlacedTemplate } from '@showdesk/domain/forms/layout';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { RemoveButton } from '../../../components/remove-button.tsx';
import { templateValueOf } from './fill-model.ts';

/** A field group placed in the form: its fields, once or repeated, with add and remove. */
export function TemplateInput({
  field,
  placed,
  value,
  loopCount,
  isShown,
  onLoops,
  renderLoopField,
  readOnly,
  error,
}: {
  field: FieldOf<'template'>;
  placed: PlacedTemplate | undefined;
  value: unknown;
  loopCount: number;
  isShown: (loop: number, fieldId: string) => boolean;
  onLoops: (next: { loopCount: number; templateValues: Record<string, unknown>[] }) => void;
  renderLoopField: (loop: number, field: FieldDefinition) => ReactNode;
  readOnly: boolean;
  error: string | undefined;
}) {
  const { t } = useLingui();
  if (!placed) return null;
  const template = templateValueOf(value);
  const maxLoops = field.maxLoops;
  const loops = Array.from({ length: loopCount }, (_, index) => index);
  const canAdd = !readOnly && field.isLooping && loopCount < field.maxLoops;
  const add = () =>
    onLoops({
      loopCount: loopCount + 1,
      templateValues: [...template.templateValues.slice(0, loopCount), {}],
    });
  const remove = (loop: number) => {
    const kept = template.templateValues.slice(0, loopCount).filter((_, index) => index !== loop);
    onLoops({ loopCount: kept.length, templateValues: kept });
  };
  return (
    <Stack gap="md">
      {field.label ? (
        <Stack gap={2}>
          <Title order={2} fz="lg">
            {field.label}
          </Title>
          {field.description ? (
            <Text size="sm" c="dimmed">
              {field.description}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {loops.map((loop) => {
        const title = loopTitle(field, placed.group, loop);
        return (
          <Paper
            key={loop}
            withBorder
            radius="md"
            p={{ base: 'sm', sm: 'md' }}
            component="section"
            aria-label={title}
          >
            <Stack gap="md">
              <Group justify="space-between" gap="xs">
                <Title order={3} fz="md">
                  {title}
                </Title>
                {!readOnly && field.isLooping && loopCount > 1 ? (
                  <RemoveButton onClick={() => remove(loop)} aria-label={t`Remove ${title}`} />
                ) : null}
              </Group>
              {placed.fields
                .filter(
                  (groupField) => groupField.type !== 'newPage' && isShown(loop, groupField.id),
                )
                .map((groupField) => (
                  <div
                    key={groupField.id}
                    data-field-path={loopFieldPath(field.id, loop, groupField.id)}
                  >
                    {renderLoopField(loop, groupField)}
                  </div>
                ))}
            </Stack>
          </Paper>
        );
      })}
      {canAdd ? (
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
            <Trans>Add another</Trans>
          </Button>
          <Text size="sm" c="dimmed">
            <Trans>
              {loopCount} of {maxLoops}
            </Trans>
          </Text>
        </Group>
      ) : null}
      {error ? (
        <Text c="red.8" size="sm">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
