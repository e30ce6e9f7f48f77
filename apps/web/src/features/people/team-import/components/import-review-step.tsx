import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import type { TeamImport } from '@showdesk/domain/people/team-import';
import { IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { useReportUrl, useRunImport } from '../api/team-import-api.ts';
import { CountTile } from './count-tile.tsx';
import { ImportRowsSection } from './import-rows-table.tsx';
import { MissingTeamTypes } from './missing-team-types.tsx';

interface ImportReviewStepProps {
  current: TeamImport;
  onRemap: () => void;
}

/** Step 3: what the check found, row by row, before anything is written; then the import. */
export function ImportReviewStep({ current, onRemap }: ImportReviewStepProps) {
  const { t } = useLingui();
  const run = useRunImport();
  const [confirming, setConfirming] = useState(false);
  const reportUrl = useReportUrl(current.id);
  const { ready, invalid } = current.counts;
  const newTeams = ready - current.counts.readyUpdates;
  const updates = current.counts.readyUpdates;
  const importLabel = t({
    message: plural(ready, { one: 'Import # row', other: 'Import # rows' }),
  });

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 3 }} maw={720}>
        <CountTile label={t`Ready to import`} value={ready} color="green" />
        <CountTile label={t`New teams`} value={newTeams} color="blue" />
        <CountTile
          label={t`With problems (skipped)`}
          value={invalid}
          color={invalid ? 'red' : 'gray'}
        />
      </SimpleGrid>
      <MissingTeamTypes current={current} />
      {run.isError ? <ErrorAlert error={run.error} /> : null}
      <Group justify="space-between">
        <Group gap="sm">
          <Button variant="default" onClick={onRemap}>
            <Trans>Change mapping</Trans>
          </Button>
          <Button
            component="a"
            href={reportUrl}
            download
            variant="subtle"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            <Trans>Download check report</Trans>
          </Button>
        </Group>
        <Button onClick={() => setConfirming(true)} disabled={ready === 0}>
          {ready === 0 ? t`Nothing to import` : importLabel}
        </Button>
      </Group>
      {invalid === 0 ? (
        <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} maw={720}>
          <Trans>Every row passed its checks.</Trans>
        </Alert>
      ) : (
        <ImportRowsSection
          title={t`Rows with problems`}
          importId={current.id}
          status="invalid"
          caption={t`These rows will not be imported. Fix them in the file and import it again, or change the mapping.`}
        />
      )}
      <ConfirmDialog
        opened={confirming}
        title={t`Import teams?`}
        confirmLabel={importLabel}
        isDestructive={false}
        isPending={run.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          run.mutate({ importId: current.id }, { onSettled: () => setConfirming(false) })
        }
      >
        {t`${plural(newTeams, { one: '# new team', other: '# new teams' })} will be added and their owners emailed a welcome; ${plural(updates, { one: '# existing team', other: '# existing teams' })} will be updated.`}
        {invalid > 0
          ? ` ${t({
              message: plural(invalid, {
                one: '# row with problems will be skipped.',
                other: '# rows with problems will be skipped.',
              }),
            })}`
          : ''}
      </ConfirmDialog>
    </Stack>
  );
}
