import { Button, Group, Menu, Paper, Progress, Stack, Text } from '@mantine/core';
import type { ExportFormat } from '@showdesk/domain/reports/exports';
import {
  IconChevronDown,
  IconDownload,
  IconFileSpreadsheet,
  IconFileTypeCsv,
} from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { type ExportProgress, fetchExport, saveBlob } from '../../lib/export-download.ts';
import { feedback } from '../../lib/feedback.ts';
import { errorMessage } from '../../lib/field-errors.ts';

const count = new Intl.NumberFormat('en-GB');
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

interface Running {
  format: ExportFormat;
  progress: ExportProgress | null;
  controller: AbortController;
}

/** Rows of the whole when the server said how many, else rows (CSV) or bytes received. */
function progressText({ progress }: Running) {
  if (!progress) return 'Preparing the export…';
  const whole = progress.total;
  if (progress.rows !== null && whole !== null)
    return `${count.format(progress.rows)} of ${count.format(whole)} rows`;
  if (progress.rows !== null) return `${count.format(progress.rows)} rows received`;
  return `${megabytes(progress.bytes)} received${whole === null ? '' : ` for ${count.format(whole)} rows`}`;
}

/**
 * A list's "Export" menu (XLSX, CSV) downloading `path(format)` (the list's search and
 * filters) with its progress shown while it streams, then saved under the server's file name.
 * `noun` names the rows in the texts ("entries").
 */
export function useExportMenu({
  path,
  noun,
  disabled = false,
  loading = false,
  note = null,
}: {
  path: (format: ExportFormat) => string;
  noun: string;
  disabled?: boolean;
  /** While what decides `disabled` is still loading. */
  loading?: boolean;
  /** Why there is nothing to export yet, shown under the button and read with it. */
  note?: { id: string; text: string } | null;
}) {
  const [running, setRunning] = useState<Running | null>(null);
  const runningRef = useRef<Running | null>(null);

  const start = async (format: ExportFormat) => {
    const controller = new AbortController();
    const run: Running = { format, progress: null, controller };
    runningRef.current = run;
    setRunning(run);
    try {
      const file = await fetchExport(path(format), format, {
        signal: controller.signal,
        onProgress: (progress) => {
          if (runningRef.current === run) setRunning({ ...run, progress });
        },
      });
      saveBlob(file.blob, file.fileName);
      const rows = file.rows === null ? '' : `${count.format(file.rows)} `;
      feedback('success', `Exported ${rows}${noun} to ${file.fileName}`);
    } catch (error) {
      if (!controller.signal.aborted) feedback('error', errorMessage(error));
    } finally {
      if (runningRef.current === run) {
        runningRef.current = null;
        setRunning(null);
      }
    }
  };

  const button = (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          disabled={disabled || running !== null}
          loading={loading}
          aria-describedby={note?.id}
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
  );
  const menu = note ? (
    <Stack gap={4} align="flex-start">
      {button}
      <Text id={note.id} size="xs" c="dimmed">
        {note.text}
      </Text>
    </Stack>
  ) : (
    button
  );

  const progress = running ? (
    <Paper withBorder p="sm" role="status" aria-live="polite">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={500}>
            Exporting {noun} to {running.format.toUpperCase()}: {progressText(running)}
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

/** Determinate when the rows can be counted against a whole, else moving. */
function ExportBar({ run }: { run: Running }) {
  const { progress } = run;
  const whole = progress?.total ?? null;
  if (progress && progress.rows !== null && whole !== null && whole > 0) {
    const percent = Math.min(100, Math.round((progress.rows / whole) * 100));
    return <Progress value={percent} aria-label={`Export progress: ${percent}%`} />;
  }
  return <Progress value={100} animated striped aria-label="Export in progress" />;
}
