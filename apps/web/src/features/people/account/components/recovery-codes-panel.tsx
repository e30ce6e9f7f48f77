import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Checkbox, CopyButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { saveBlob } from '../../../../lib/export-download.ts';
import { usePublicEvent } from '../../../../lib/session.ts';
import {
  type RecoveryCodesSheet,
  recoveryCodesFileName,
  recoveryCodesLines,
  recoveryCodesText,
} from '../recovery-codes.ts';

/**
 * Prints the sheet from a frame of its own (no window to allow), holding only the codes: the
 * page around them, menus and all, stays off the paper.
 */
function printSheet(sheet: RecoveryCodesSheet) {
  const { title, about, codes } = recoveryCodesLines(sheet);
  const frame = document.createElement('iframe');
  frame.title = title;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0';
  document.body.append(frame);
  const view = frame.contentWindow;
  const doc = frame.contentDocument;
  if (!view || !doc) return frame.remove();
  doc.title = title;
  doc.body.style.cssText = 'font-family:system-ui,sans-serif;margin:2cm';
  const heading = doc.createElement('h1');
  heading.textContent = title;
  heading.style.fontSize = '20px';
  doc.body.append(heading);
  for (const line of about) {
    const paragraph = doc.createElement('p');
    paragraph.textContent = line;
    doc.body.append(paragraph);
  }
  const list = doc.createElement('ol');
  list.style.cssText = 'font-family:ui-monospace,monospace;font-size:16px;line-height:2';
  for (const code of codes) {
    const item = doc.createElement('li');
    item.textContent = code;
    list.append(item);
  }
  doc.body.append(list);
  const remove = () => setTimeout(() => frame.remove(), 0);
  view.addEventListener('afterprint', remove, { once: true });
  view.focus();
  view.print();
  // A browser that prints without an afterprint event still drops the frame.
  setTimeout(() => {
    if (frame.isConnected) frame.remove();
  }, 60_000);
}

interface RecoveryCodesPanelProps {
  codes: readonly string[];
  /** The account's email, on the saved and printed sheet. */
  email?: string;
  doneLabel: string;
  onDone: () => void;
}

/**
 * Recovery codes, shown this once: listed, to download as a text file, print or copy, with
 * "I have saved these codes" to tick before the screen can be left.
 */
export function RecoveryCodesPanel({ codes, email, doneLabel, onDone }: RecoveryCodesPanelProps) {
  const { t } = useLingui();
  const eventName = usePublicEvent().data?.event.name;
  const [madeAt] = useState(() => new Date());
  const [isSaved, setIsSaved] = useState(false);
  const sheet: RecoveryCodesSheet = { codes, eventName, email, madeAt };

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
        <Box
          component="ol"
          aria-label={t`Recovery codes`}
          m={0}
          p={0}
          style={{
            listStyle: 'none',
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
            gap: '8px 16px',
          }}
        >
          {codes.map((code) => (
            <Text
              key={code}
              component="li"
              ff="monospace"
              fz="md"
              ta="center"
              style={{ letterSpacing: 1, overflowWrap: 'anywhere' }}
            >
              {code}
            </Text>
          ))}
        </Box>
      </Paper>
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() =>
            saveBlob(
              new Blob([recoveryCodesText(sheet)], { type: 'text/plain;charset=utf-8' }),
              recoveryCodesFileName(eventName),
            )
          }
        >
          <Trans context="verb">Download</Trans>
        </Button>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={() => printSheet(sheet)}
        >
          <Trans>Print</Trans>
        </Button>
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              size="xs"
              onClick={copy}
              leftSection={
                copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
              }
            >
              {copied ? t`Copied` : t`Copy`}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Checkbox
        label={t`I have saved these codes`}
        checked={isSaved}
        onChange={(e) => setIsSaved(e.currentTarget.checked)}
      />
      <Group justify="flex-end">
        <Button onClick={onDone} disabled={!isSaved}>
          {doneLabel}
        </Button>
      </Group>
    </Stack>
  );
}
