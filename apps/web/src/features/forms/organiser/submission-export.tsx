import { Button, Group, Menu, Paper, Progress, Stack, Text } from '@mantine/core';
import type { ExportFormat } from '@showdesk/domain/reports/exports';
import {
  IconChevronDown,
  IconDownload,
  IconFileSpreadsheet,
  IconFileTypeCsv,
} from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { type ExportProgress, fetchExport, saveBlob } from '../../../lib/export-download.ts';
import { feedback } from '../../../lib/feedback.ts';
import { errorMessage } from '../../../lib/field-errors.ts';
import { useSession } from '../../../lib/session.ts';
import { submissionExportPath, useSentSubmissionCount } from '../api/fill-api.ts';

const count = new Intl.NumberFormat('en-GB');
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

interface Running {
  format: ExportFormat;
  progress: ExportProgress | null;
  controller: AbortController;
}

/** What the progress says: rows of the whole for a CSV, bytes received for an XLSX. */
function progressText(run: Running) {
  const { progress } = run;
  const whole = progress?.total ?? null;
  if (!progress) return 'Preparing the export…';
  if (progress.rows !== null && whole !== null)
    return `${count.format(progress.rows)} of ${count.format(whole)} rows`;
  return `${megabytes(progress.bytes)} received${whole === null ? '' : ` for ${count.format(whole)} rows`}`;
}

/**
 * The submissions table's "Export" menu (XLSX, CSV) with the table's search and filters; the
 * file downloads with progress shown under the header, and is saved named after the form.
 * Disabled, with a note, while the form has no sent submission.
 */
export function useSubmissionExport(formId: string, apiParams: string) {
  const { event } = useSession();
  const sent = useSentSubmissionCount(formId);
  const [running, setRunning] = useState<Running | null>(null);
  const runningRef = useRef<Running | null>(null);

  const start = async (format: ExportFormat) => {
    const controller = new AbortController();
    const run: Running = { format, progress: null, controller };
    runningRef.current = run;
    setRunning(run);
    try {
      const file = await fetchExport(
        submissionExportPath(event.id, formId, format, apiParams),
        format,
        {
          signal: controller.signal,
          onProgress: (progress) => {
            if (runningRef.current === run) setRunning({ ...run, progress });
          },
        },
      );
      saveBlob(file.blob, file.fileName);
      feedback(
        'success',
        `Exported ${file.rows === null ? '' : `${count.format(file.rows)} `}submissions to ${file.fileName}`,
      );
    } catch (error) {
      if (!controller.signal.aborted) feedback('error', errorMessage(error));
    } finally {
      if (runningRef.current === run) {
        runningRef.current = null;
        setRunning(null);
      }
    }
  };

  const hasSent = (sent.data ?? 0) > 0;
  const showNote = sent.isSuccess && !hasSent;
  const menu = (
    <Stack gap={4} align="flex-start">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            disabled={!hasSent || running !== null}
            loading={sent.isPending}
            aria-describedby={showNote ? `export-note-${formId}` : undefined}
          >
            Export
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            onClick={() => void start('xlsx')}
          >
            Excel workbook (XLSX)
          </Menu.Item>
          <Menu.Item
            leftSection={<IconFileTypeCsv size={16} aria-hidden />}
            onClick={() => void start('csv')}
          >
            CSV file
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {showNote ? (
        <Text id={`export-note-${formId}`} size="xs" c="dimmed">
          Nothing to export until a submission is sent
        </Text>
      ) : null}
    </Stack>
  );

  const progress = running ? (
    <Paper withBorder p="sm" role="status" aria-live="polite">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={500}>
            Exporting submissions to {running.format.toUpperCase()}: {progressText(running)}
          </Text>
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            onClick={() => {
              running.controller.abort();
              runningRef.current = null;
              setRunning(null);
            }}
          >
            Cancel export
          </Button>
        </Group>
        <ExportBar run={running} />
      </Stack>
    </Paper>
  ) : null;

  return { menu, progress };
}

/** Determinate when rows can be counted (CSV), else moving (XLSX: bytes only). */
function ExportBar({ run }: { run: Running }) {
  const { progress } = run;
  const whole = progress?.total ?? null;
  if (progress && progress.rows !== null && whole !== null && whole > 0) {
    const percent = Math.min(100, Math.round((progress.rows / whole) * 100));
    return <Progress value={percent} aria-label={`Export progress: ${percent}%`} />;
  }
  return <Progress value={100} animated striped aria-label="Export in progress" />;
}
