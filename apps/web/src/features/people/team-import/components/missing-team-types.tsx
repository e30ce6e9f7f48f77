import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, List, Stack, Text } from '@mantine/core';
import type { TeamImport } from '@showdesk/domain/people/team-import';
import { IconTags } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { feedback } from '../../../../lib/feedback.ts';
import { useCreateMissingTeamTypes } from '../api/team-import-api.ts';

/**
 * On the review step: the team types the file names that the event does not have yet, and one
 * confirmed way to create them all; the rows are then checked again, and those refused only for
 * an unknown team type pass.
 */
export function MissingTeamTypes({ current }: { current: TeamImport }) {
  const { t } = useLingui();
  const create = useCreateMissingTeamTypes();
  const [confirming, setConfirming] = useState(false);
  const names = current.missingTeamTypes;
  if (names.length === 0) return null;
  const count = names.length;
  const listed = names.join(', ');
  const createLabel = t({
    message: plural(count, { one: 'Create # team type', other: 'Create # team types' }),
  });

  const confirm = () =>
    create.mutate(
      { importId: current.id, names },
      {
        onSuccess: () =>
          feedback(
            'success',
            t({
              message: plural(count, {
                one: 'Created # team type and checked the rows again',
                other: 'Created # team types and checked the rows again',
              }),
            }),
          ),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconTags size={18} aria-hidden />}
      title={t({
        message: plural(count, {
          one: "The file names # team type this event doesn't have yet",
          other: "The file names # team types this event doesn't have yet",
        }),
      })}
      maw={720}
      // The light alert's yellow title text is too faint to read (contrast); body text colour.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          <Trans>Rows with these team types can't be imported until the team types exist:</Trans>
        </Text>
        <List size="sm" aria-label={t`Missing team types`}>
          {names.map((name) => (
            <List.Item key={name}>{name}</List.Item>
          ))}
        </List>
        {create.isError ? <ErrorAlert error={create.error} /> : null}
        <Button size="sm" onClick={() => setConfirming(true)}>
          {createLabel}
        </Button>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t`Create these team types?`}
        confirmLabel={createLabel}
        isDestructive={false}
        isPending={create.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      >
        {t`${listed} will be added to the event's team types, then every row is checked again.`}
      </ConfirmDialog>
    </Alert>
  );
}
