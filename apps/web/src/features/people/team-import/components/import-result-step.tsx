import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TeamImport } from '@showdesk/domain/people/team-import';
import { IconAlertTriangle, IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useReportUrl } from '../api/team-import-api.ts';
import { CountTile } from './count-tile.tsx';
import { ImportRowsSection } from './import-rows-table.tsx';

interface ImportResultStepProps {
  current: TeamImport;
  onStartAgain: () => void;
}

/** Step 4: the run's progress in percent while it runs, then what was imported and what failed. */
export function ImportResultStep({ current, onStartAgain }: ImportResultStepProps) {
  const { t } = useLingui();
  const reportUrl = useReportUrl(current.id);
  const { imported, updated, failed, invalid, ready } = current.counts;
  const isRunning = current.status === 'running';
  const done = imported + updated + failed;
  const total = done + ready;
  const failures = failed + invalid;
  // The failure lists refresh as rows finish.
  const version = `${current.status}-${failed}`;
  const shownDone = done.toLocaleString();
  const shownTotal = total.toLocaleString();

  return (
    <Stack gap="lg">
      {isRunning ? (
        <Stack gap={6} maw={720}>
          <Group justify="space-between">
            <Text fw={600}>
              <Trans>Importing…</Trans>
            </Text>
            <Text fw={600}>{current.progress}%</Text>
          </Group>
          <Progress value={current.progress} size="lg" animated aria-label={t`Import progress`} />
          <Text size="sm" c="dimmed" role="status">
            <Trans>
              {shownDone} of {shownTotal} rows done. You can leave this page; the import carries on.
            </Trans>
          </Text>
        </Stack>
      ) : failures === 0 ? (
        <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} maw={720}>
          <Trans>Import finished: every row was imported.</Trans>
        </Alert>
      ) : (
        <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} maw={720}>
          <Trans>
            Import finished with <Plural value={failures} one="# row" other="# rows" /> not
            imported. Download the report for the reasons, fix the rows and import the file again:
            rows already imported will only be updated.
          </Trans>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }} maw={900}>
        <CountTile label={t`Imported (new teams)`} value={imported} color="green" />
        <CountTile label={t`Updated`} value={updated} color="blue" />
        <CountTile label={t`Failed while importing`} value={failed} color="red" />
        <CountTile label={t`Skipped (failed checks)`} value={invalid} color="red" />
      </SimpleGrid>
      <Group gap="sm">
        {isRunning ? (
          // A disabled link is not disabled to assistive technology: a button until it is ready.
          <Button leftSection={<IconDownload size={16} aria-hidden />} disabled>
            <Trans>Download report</Trans>
          </Button>
        ) : (
          <Button
            component="a"
            href={reportUrl}
            download
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            <Trans>Download report</Trans>
          </Button>
        )}
        <Button component={Link} to="/admin/teams" variant="default">
          <Trans>View teams</Trans>
        </Button>
        <Button variant="subtle" onClick={onStartAgain} disabled={isRunning}>
          <Trans>Import another file</Trans>
        </Button>
      </Group>
      {failed > 0 ? (
        <ImportRowsSection
          title={t`Failed while importing`}
          importId={current.id}
          status="failed"
          version={version}
          caption={t`Each of these rows was rolled back: no user, team or team type link was kept.`}
        />
      ) : null}
      {invalid > 0 ? (
        <ImportRowsSection
          title={t`Skipped: failed checks`}
          importId={current.id}
          status="invalid"
          caption={t`These rows were not imported because of the problems shown.`}
        />
      ) : null}
    </Stack>
  );
}
