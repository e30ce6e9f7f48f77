import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, SegmentedControl, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { RecordTranslations } from '@showdesk/domain/platform/translations';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { feedback } from '../../lib/feedback.ts';
import { apiFieldErrors, type FieldErrors } from '../../lib/field-errors.ts';
import { languageName } from '../../lib/language-name.ts';
import { FormFailure } from '../form-failure.tsx';
import { UnsavedChangesGuard } from '../unsaved-changes.tsx';
import { TranslationRow } from './translation-row.tsx';

type Texts = Record<string, string>;

/** A language's texts as a save sends them: the record's own keys, in its order, blanks left out. */
function textsToSave(record: RecordTranslations, texts: Texts | undefined): Texts {
  const kept: Texts = {};
  for (const { key } of record.source) {
    const text = texts?.[key] ?? '';
    if (text.trim() !== '') kept[key] = text;
  }
  return kept;
}

const isSame = (a: Texts, b: Texts) => JSON.stringify(a) === JSON.stringify(b);

/** A refused save's messages by text key (`texts.<key>` in the error's details). */
function rowErrors(error: unknown): FieldErrors {
  const rows: FieldErrors = {};
  for (const [path, message] of Object.entries(apiFieldErrors(error))) {
    rows[path.startsWith('texts.') ? path.slice('texts.'.length) : path] = message;
  }
  return rows;
}

export interface TranslationsEditorProps {
  record: RecordTranslations;
  /** The language shown first (default: the first one a text is missing in). */
  initialLanguage?: string | null;
  /** Told when another language is chosen (a page keeps it in its address). */
  onLanguageChange?: (language: string) => void;
  /**
   * Saves one language's translations whole (a text left out has none); answers the record's
   * translations as saved, or fails with the API's error (field details `texts.<key>`).
   */
  onSave: (language: string, texts: Texts) => Promise<RecordTranslations>;
}

/**
 * A record's translator: its texts in the default language, each beside its translation into
 * the language chosen above, how many are translated, and Save, which saves every language
 * changed. A refused text shows its message on its row.
 */
export function TranslationsEditor({ record, onSave, ...props }: TranslationsEditorProps) {
  const { t } = useLingui();
  const languages: string[] = record.languages.filter((l) => l !== record.defaultLanguage);
  const [saved, setSaved] = useState(() =>
    Object.fromEntries(
      languages.map((language) => [language, textsToSave(record, record.translations[language])]),
    ),
  );
  const [drafts, setDrafts] = useState<Record<string, Texts>>(saved);
  const [language, setLanguage] = useState(() => {
    const asked = props.initialLanguage;
    if (asked && languages.includes(asked)) return asked;
    const count = (l: string) => Object.keys(saved[l] ?? {}).length;
    return languages.find((l) => count(l) < record.source.length) ?? languages[0] ?? '';
  });
  const [errors, setErrors] = useState<Record<string, FieldErrors>>({});
  const [failures, setFailures] = useState<Record<string, unknown>>({});
  const [isSaving, setSaving] = useState(false);
  // Rich text editors take their text when they start: a copied text starts them again, with
  // the focus in its input (the copy button goes once the text is there).
  const [copies, setCopies] = useState<Record<string, number>>({});
  const [copied, setCopied] = useState<string | null>(null);

  const changed = languages.filter((l) => !isSame(textsToSave(record, drafts[l]), saved[l] ?? {}));
  const isDirty = changed.length > 0;
  const texts = drafts[language] ?? {};
  const rowMessages = errors[language] ?? {};

  const choose = (next: string) => {
    setLanguage(next);
    props.onLanguageChange?.(next);
  };

  const setText = (key: string, text: string) => {
    setDrafts((old) => ({ ...old, [language]: { ...old[language], [key]: text } }));
    // What was refused is being corrected: its message goes until the next save.
    if (rowMessages[key]) {
      const { [key]: _corrected, ...rest } = rowMessages;
      setErrors((old) => ({ ...old, [language]: rest }));
    }
  };

  const save = async () => {
    setSaving(true);
    const nextErrors = { ...errors };
    const nextFailures = { ...failures };
    const refused: string[] = [];
    for (const l of changed) {
      try {
        const answer = await onSave(l, textsToSave(record, drafts[l]));
        const now = textsToSave(record, answer.translations[l]);
        setSaved((old) => ({ ...old, [l]: now }));
        setDrafts((old) => ({ ...old, [l]: now }));
        delete nextErrors[l];
        delete nextFailures[l];
      } catch (error) {
        refused.push(l);
        nextErrors[l] = rowErrors(error);
        nextFailures[l] = error;
      }
    }
    setErrors(nextErrors);
    setFailures(nextFailures);
    setSaving(false);
    if (refused.length === 0) feedback('success', t`The translations were saved`);
    else if (!refused.includes(language)) choose(refused[0]!);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isDirty && !isSaving) void save();
  };

  const done = record.source.filter(({ key }) => (texts[key] ?? '').trim() !== '').length;
  const total = record.source.length;
  const name = languageName(language);

  return (
    <form onSubmit={submit} noValidate aria-label={t`Translations`}>
      <UnsavedChangesGuard when={isDirty && !isSaving} />
      <Stack gap="md">
        <Card
          withBorder
          radius="md"
          padding="sm"
          style={{
            position: 'sticky',
            top: 'calc(var(--app-shell-header-offset, 0px) + var(--mantine-spacing-xs))',
            zIndex: 3,
          }}
        >
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap="md" wrap="wrap">
              {languages.length > 1 ? (
                <SegmentedControl
                  aria-label={t`Language`}
                  value={language}
                  onChange={choose}
                  disabled={isSaving}
                  data={languages.map((l) => ({
                    value: l,
                    label: (
                      <>
                        {languageName(l, { isAlone: true })}
                        {changed.includes(l) ? (
                          <>
                            <span aria-hidden> •</span>
                            <VisuallyHidden>
                              <Trans>(not saved)</Trans>
                            </VisuallyHidden>
                          </>
                        ) : null}
                      </>
                    ),
                  }))}
                />
              ) : (
                <Text fw={600}>
                  <Trans>Translating into {name}</Trans>
                </Text>
              )}
              <Text size="sm" c="dimmed" role="status">
                <Trans>
                  {done} of {total} translated
                </Trans>
              </Text>
            </Group>
            <Button
              type="submit"
              disabled={!isDirty}
              loading={isSaving}
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            >
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Card>
        <FormFailure error={failures[language]} fields={rowMessages} />
        {total === 0 ? (
          <Text c="dimmed">
            <Trans>This record has no text to translate.</Trans>
          </Text>
        ) : (
          record.source.map((source) => {
            const copyKey = `${language}:${source.key}`;
            return (
              <TranslationRow
                key={`${copyKey}:${copies[copyKey] ?? 0}`}
                source={source}
                sourceLanguage={record.defaultLanguage}
                language={language}
                languageName={name}
                value={texts[source.key] ?? ''}
                error={rowMessages[source.key]}
                disabled={isSaving}
                isFocused={copied === copyKey}
                onChange={(text) => setText(source.key, text)}
                onCopy={() => {
                  setText(source.key, source.text);
                  setCopies((old) => ({ ...old, [copyKey]: (old[copyKey] ?? 0) + 1 }));
                  setCopied(copyKey);
                }}
              />
            );
          })
        )}
      </Stack>
    </form>
  );
}
