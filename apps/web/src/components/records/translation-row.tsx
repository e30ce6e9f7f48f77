import { Trans, useLingui } from '@lingui/react/macro';
import {
  Badge,
  Box,
  Button,
  Card,
  Code,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { SourceText } from '@showdesk/domain/platform/translations';
import { IconCopy } from '@tabler/icons-react';
import { RichTextView } from '../content-view/rich-text-view.tsx';
import { RichTextField } from '../lazy-rich-text-input.tsx';
import { translationPartLabel } from './translation-parts.ts';

const monospace = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

interface TranslationRowProps {
  source: SourceText;
  /** The default language's code, for the source text's `lang`. */
  sourceLanguage: string;
  /** The translation's language: its code, and its name as it reads in a sentence. */
  language: string;
  languageName: string;
  value: string;
  error?: string | undefined;
  disabled: boolean;
  /** Starts with the focus in its input (just after its default text was copied in). */
  isFocused?: boolean;
  onChange: (text: string) => void;
  /** Puts the default language's text into the translation, to change from there. */
  onCopy: () => void;
}

/**
 * One text of a record: the default language's text, read-only, beside its translation (one
 * above the other on a narrow screen). The input suits the text: a line, a long text, a Liquid
 * template or rich text.
 */
export function TranslationRow(props: TranslationRowProps) {
  const { source } = props;
  const { t } = useLingui();
  const part = translationPartLabel(source.part);
  const context = source.context;
  const name = props.languageName;
  const label = context
    ? t`${name} translation of ${part} (${context})`
    : t`${name} translation of ${part}`;
  const isMissing = props.value.trim() === '';
  return (
    <Card withBorder radius="md" padding="md">
      <SimpleGrid type="container" cols={{ base: 1, '640px': 2 }} spacing="lg">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Box style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
            <Text fw={600} size="sm">
              {part}
            </Text>
            {context ? (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {context}
              </Text>
            ) : null}
            {isMissing ? (
              <Badge color="orange" variant="light" size="sm">
                <Trans>Missing</Trans>
              </Badge>
            ) : null}
          </Box>
          <SourceView source={source} language={props.sourceLanguage} />
        </Stack>
        <Stack gap={6} style={{ minWidth: 0 }}>
          <TranslationInput {...props} label={label} />
          {isMissing && source.text.trim() !== '' ? (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconCopy size={14} aria-hidden />}
              onClick={props.onCopy}
              disabled={props.disabled}
              aria-label={
                context
                  ? t`Copy the default text: ${part} (${context})`
                  : t`Copy the default text: ${part}`
              }
              style={{ alignSelf: 'flex-start' }}
            >
              <Trans>Copy the default text</Trans>
            </Button>
          ) : null}
        </Stack>
      </SimpleGrid>
    </Card>
  );
}

/** The default language's text as readers see it (rich text sanitised, as the app shows it). */
function SourceView({ source, language }: { source: SourceText; language: string }) {
  if (source.format === 'html') {
    return (
      <Box
        lang={language}
        p="sm"
        bg="var(--mantine-color-gray-0)"
        style={{ borderRadius: 'var(--mantine-radius-sm)', overflowWrap: 'anywhere' }}
      >
        <RichTextView html={source.text} />
      </Box>
    );
  }
  if (source.format === 'liquid') {
    return (
      <Code block lang={language} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {source.text}
      </Code>
    );
  }
  return (
    <Text lang={language} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {source.text}
    </Text>
  );
}

/** A line for a short text, a growing box for a long one or a template, the editor for rich text. */
function TranslationInput(props: TranslationRowProps & { label: string }) {
  const { source, label, value, error, disabled } = props;
  if (source.format === 'html') {
    return (
      <RichTextField
        label={label}
        value={value}
        onChange={props.onChange}
        error={error}
        disabled={disabled}
      />
    );
  }
  const common = {
    label,
    value,
    error,
    disabled,
    lang: props.language,
    autoFocus: props.isFocused,
  };
  // By the source alone (a field that changed kind while typing would lose the caret): a
  // translation runs longer than its English (German by a third), so a sentence gets lines.
  const isLong = source.text.length > 60 || source.text.includes('\n');
  if (source.format === 'liquid') {
    // A template of one short line (an email's subject) is typed on one line too.
    return isLong ? (
      <Textarea
        {...common}
        autosize
        minRows={3}
        maxRows={20}
        spellCheck={false}
        styles={monospace}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
    ) : (
      <TextInput
        {...common}
        spellCheck={false}
        styles={monospace}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
    );
  }
  return isLong ? (
    <Textarea
      {...common}
      autosize
      minRows={2}
      maxRows={12}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    />
  ) : (
    <TextInput {...common} onChange={(event) => props.onChange(event.currentTarget.value)} />
  );
}
