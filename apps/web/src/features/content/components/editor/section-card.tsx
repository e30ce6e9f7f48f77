import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Switch, Text, ThemeIcon } from '@mantine/core';
import { type ContentSection, contentSectionTypeLabels } from '@showdesk/domain/content/content';
import { IconPencil } from '@tabler/icons-react';
import { RemoveButton } from '../../../../components/remove-button.tsx';
import { DragHandle } from '../../../../components/sortable-list.tsx';
import { SectionSummary } from './section-summary.tsx';
import { sectionTypeIcons } from './section-types.tsx';

interface SectionCardProps {
  section: ContentSection;
  position: number;
  onEdit: () => void;
  onDelete: () => void;
  onPublish: (isPublished: boolean) => void;
  isSaving: boolean;
}

/**
 * One section in the editor: drag handle (mouse, touch or keyboard), type and heading, a line on
 * its contents, the published switch, Edit and Delete.
 */
export function SectionCard({
  section,
  position,
  onEdit,
  onDelete,
  onPublish,
  isSaving,
}: SectionCardProps) {
  const { t } = useLingui();
  const sortable = useSortable({ id: section.id });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  const Icon = sectionTypeIcons[section.type];
  const typeLabel = contentSectionTypeLabels[section.type];
  const name = section.heading || typeLabel;

  return (
    <Card
      ref={setNodeRef}
      component="li"
      withBorder
      radius="md"
      padding="md"
      shadow={isDragging ? 'md' : undefined}
      aria-label={t`Section ${position}: ${name}`}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        opacity: section.isPublished ? 1 : 0.85,
        borderStyle: section.isPublished ? undefined : 'dashed',
      }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <DragHandle sortable={sortable} label={t`Move ${name}`} size="lg" />
        <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
          <Icon size={20} />
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text size="xs" fw={600} c="dimmed" tt="uppercase" style={{ letterSpacing: 0.4 }}>
              {typeLabel}
            </Text>
            {section.isNewSection ? (
              <Badge size="xs" color="orange" variant="light">
                <Trans>New</Trans>
              </Badge>
            ) : null}
            {section.isPublished ? null : (
              <Badge size="xs" color="gray" variant="outline">
                <Trans>Hidden</Trans>
              </Badge>
            )}
          </Group>
          <Text fw={600} truncate="end">
            {section.heading || (
              <span style={{ fontStyle: 'italic' }}>
                <Trans>No heading</Trans>
              </span>
            )}
          </Text>
          <SectionSummary section={section} />
        </Stack>
      </Group>
      <Group justify="space-between" mt="sm" pl={{ base: 0, sm: 88 }} gap="xs">
        <Switch
          size="sm"
          label={t`Published`}
          checked={section.isPublished}
          disabled={isSaving}
          onChange={(e) => onPublish(e.currentTarget.checked)}
          aria-label={t`Published: ${name}`}
        />
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={onEdit}
            aria-label={t`Edit ${name}`}
          >
            <Trans>Edit</Trans>
          </Button>
          <RemoveButton onClick={onDelete} aria-label={t`Delete ${name}`}>
            <Trans>Delete</Trans>
          </RemoveButton>
        </Group>
      </Group>
    </Card>
  );
}
