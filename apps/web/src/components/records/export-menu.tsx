import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Menu, Paper, Progress, Stack, Text } from '@mantine/core';
import type { ExportFormat } from '@showdesk/domain/reports/exports';
import {
  IconChevronDown,
  IconDownload,
  IconFileSpreadsheet,
  IconFileTypeCsv,
} from '@tabler/icons-react';
import { Fragment, useRef, useState } from 'react';
import { currentLocale } from '../../i18n/i18n.ts';
import { type ExportProgress, fetchExport, saveBlob } from '../../lib/export-download.ts';
import { useExportLanguages, withExportLanguage } from '../../lib/export-language.ts';
import { feedback } from '../../lib/feedback.ts';
import { errorMessage } from '../../lib/field-errors.ts';
import { languageName } from '../../lib/language-name.ts';

/** Numbers in the language the app speaks now. */
const count = { format: (n: number) => new Intl.NumberFormat(currentLocale()).format(n) };
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

interface Running {
  format: ExportFormat;
  progress: ExportProgress | null;
  controller: AbortController;
}

/** Rows of the whole when the server said how many, else rows (CSV) or bytes received. */
function progressText({ progress }: Running) {
  if (!progress) return t`Preparing the export…`;
  const whole = progress.total;
  const rows = progress.rows === null ? null : count.format(progress.rows);
  const wholeRows = whole === null ? null : count.format(whole);
  if (rows !== null && wholeRows !== null) return t`${rows} of ${wholeRows} rows`;
  if (rows !== null) return t`${rows} rows received`;
  const size = megabytes(progress.bytes);
  return wholeRows === null ? t`${size} received` : t`${size} received for ${wholeRows} rows`;
}

/**
 * The languages an export menu offers, each with its name as the menu shows it: the event's
 * default first ("German (default)"), asked for as the server's default (no parameter). Just
 * one entry, unnamed, for an event in one language.
 */
export function useExportLanguageChoices(): { language: string | null; name: string | null }[] {
  const languages = useExportLanguages();
  if (!languages) return [{ language: null, name: null }];
  return languages.map((language, index) => {
    const name = languageName(language, { isAlone: true });
    return index === 0 ? { language: null, name: t`${name} (default)` } : { language, name };
  });
}

/**
 * A list's "Export" menu (XLSX, CSV) downloading `path(format)` (the list's search and
 * filters) with its progress shown while it streams, then saved under the server's file name.
 * For an event in several languages the menu offers each format in each language (the
 * default first). `noun` names the rows in the texts ("entries").
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
  const choices = useExportLanguageChoices();

  const start = async (format: ExportFormat, language: string | null) => {
    const controller = new AbortController();
    const run: Running = { format, progress: null, controller };
    runningRef.current = run;
    setRunning(run);
    try {
      const file = await fetchExport(withExportLanguage(path(format), language), format, {
        signal: controller.signal,
        onProgress: (progress) => {
          if (runningRef.current === run) setRunning({ ...run, progress });
        },
      });
      saveBlob(file.blob, file.fileName);
      const fileName = file.fileName;
      const rows = file.rows === null ? null : count.format(file.rows);
      feedback(
        'success',
        rows === null
          ? t`Exported ${noun} to ${fileName}`
          : t`Exported ${rows} ${noun} to ${fileName}`,
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
          <Trans>Export</Trans>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {choices.map(({ language, name }, index) => (
          <Fragment key={language ?? 'default'}>
            {index > 0 ? <Menu.Divider /> : null}
            {name ? <Menu.Label>{name}</Menu.Label> : null}
            <Menu.Item
              leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
              aria-label={name ? t`Excel workbook (XLSX), ${name}` : undefined}
              onClick={() => void start('xlsx', language)}
            >
              <Trans>Excel workbook (XLSX)</Trans>
            </Menu.Item>
            <Menu.Item
              leftSection={<IconFileTypeCsv size={16} aria-hidden />}
              aria-label={name ? t`CSV file, ${name}` : undefined}
              onClick={() => void start('csv', language)}
            >
              <Trans>CSV file</Trans>
            </Menu.Item>
          </Fragment>
        ))}
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

  const runningFormat = running?.format.toUpperCase();
  const runningText = running ? progressText(running) : '';
  const progress = running ? (
    <Paper withBorder p="sm" role="status" aria-live="polite">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={500}>
            <Trans>
              Exporting {noun} to {runningFormat}: {runningText}
            </Trans>
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
            <Trans>Cancel export</Trans>
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
    return <Progress value={percent} aria-label={t`Export progress: ${percent}%`} />;
  }
  return <Progress value={100} animated striped aria-label={t`Export in progress`} />;
}
