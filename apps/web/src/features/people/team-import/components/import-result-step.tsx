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
  const reportUrl = useReportUrl(current.id);
  const { imported, updated, failed, invalid, ready } = current.counts;
  const isRunning = current.status === 'running';
  const done = imported + updated + failed;
  const total = done + ready;
  const failures = failed + invalid;
  // The failure lists refresh as rows finish.
  const version = `${current.status}-${failed}`;

  return (
    <Stack gap="lg">
      {isRunning ? (
        <Stack gap={6} maw={720}>
          <Group justify="space-between">
            <Text fw={600}>Importing…</Text>
            <Text fw={600}>{current.progress}%</Text>
          </Group>
          <Progress value={current.progress} size="lg" animated aria-label="Import progress" />
          <Text size="sm" c="dimmed" role="status">
            {done.toLocaleString()} of {total.toLocaleString()} rows done. You can leave this page;
            the import carries on.
          </Text>
        </Stack>
      ) : failures === 0 ? (
        <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} maw={720}>
          Import finished: every row was imported.
        </Alert>
      ) : (
        <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} maw={720}>
          Import finished with {failures.toLocaleString()} {failures === 1 ? 'row' : 'rows'} not
          imported. Download the report for the reasons, fix the rows and import the file again:
          rows already imported will only be updated.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }} maw={900}>
        <CountTile label="Imported (new teams)" value={imported} color="green" />
        <CountTile label="Updated" value={updated} color="blue" />
        <CountTile label="Failed while importing" value={failed} color="red" />
        <CountTile label="Skipped (failed checks)" value={invalid} color="red" />
      </SimpleGrid>
      <Group gap="sm">
        {isRunning ? (
          // A disabled link is not disabled to assistive technology: a button until it is ready.
          <Button leftSection={<IconDownload size={16} aria-hidden />} disabled>
            Download report
          </Button>
        ) : (
          <Button
            component="a"
            href={reportUrl}
            download
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Download report
          </Button>
        )}
        <Button component={Link} to="/admin/teams" variant="default">
          View teams
        </Button>
        <Button variant="subtle" onClick={onStartAgain} disabled={isRunning}>
          Import another file
        </Button>
      </Group>
      {failed > 0 ? (
        <ImportRowsSection
          title="Failed while importing"
          importId={current.id}
          status="failed"
          version={version}
          caption="Each of these rows was rolled back: no user, team or team type link was kept."
        />
      ) : null}
      {invalid > 0 ? (
        <ImportRowsSection
          title="Skipped: failed checks"
          importId={current.id}
          status="invalid"
          caption="These rows were not imported because of the problems shown."
        />
      ) : null}
    </Stack>
  );
}
