import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Combobox, Group, Stack, Text, Textarea, useCombobox } from '@mantine/core';
import { commentTextMaxLength, type Mentionable } from '@showdesk/domain/tasks/comments';
import { mentionToken } from '@showdesk/domain/tasks/mentions';
import { useEffect, useRef, useState } from 'react';

/** The word being typed after an @ just before the caret, if any (what to look people up by). */
function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|\s)@([^\s@[\]()]{0,30})$/.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]! };
}

interface MentionComposerProps {
  label: string;
  submitLabel: string;
  people: Mentionable[];
  initialText?: string;
  isPending: boolean;
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
  placeholder?: string;
  /** Takes the focus when it appears (a reply box opened by its button). */
  autoFocus?: boolean;
}

/**
 * A text box for a comment or reply. Typing @ offers the team's members and the organisers
 * (arrow keys and Enter, or the pointer); choosing one inserts the mention token. Empties
 * itself after a successful send.
 */
export function MentionComposer(props: MentionComposerProps) {
  const { people, isPending } = props;
  const { t } = useLingui();
  const [text, setText] = useState(props.initialText ?? '');
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLTextAreaElement>(null);
  const autoFocus = props.autoFocus ?? false;
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
  });
  const matches = mention
    ? people.filter((p) => p.name.toLowerCase().includes(mention.query.toLowerCase())).slice(0, 8)
    : [];

  const follow = (value: string, caret: number) => {
    setText(value);
    setError(null);
    const found = mentionQueryAt(value, caret);
    setMention(found);
    if (found) {
      combobox.openDropdown();
      // The list changes with the query: the first match is ready for Enter.
      requestAnimationFrame(() => combobox.selectFirstOption());
    } else combobox.closeDropdown();
  };

  const choose = (userId: string) => {
    const person = people.find((p) => p.userId === userId);
    if (!person || !mention) return;
    const caret = mention.start + 1 + mention.query.length;
    const token = `${mentionToken(person.name, person.userId)} `;
    const next = text.slice(0, mention.start) + token + text.slice(caret);
    setText(next);
    setMention(null);
    combobox.closeDropdown();
    const at = mention.start + token.length;
    requestAnimationFrame(() => {
      ref.current?.focus();
      ref.current?.setSelectionRange(at, at);
    });
  };

  const send = async () => {
    const value = text.trim();
    if (value === '') {
      setError(t`Write something first`);
      return;
    }
    if (value.length > commentTextMaxLength) {
      const maxLength = commentTextMaxLength;
      setError(t`At most ${maxLength} characters`);
      return;
    }
    try {
      await props.onSubmit(value);
      if (props.initialText === undefined) setText('');
    } catch {
      // The caller shows the refusal; the text stays for another try.
    }
  };

  return (
    <Stack gap="xs">
      <Combobox store={combobox} onOptionSubmit={choose} withinPortal={false}>
        {/* A text area stays a text box (it cannot be a combobox): no expanded state. */}
        <Combobox.Target withExpandedAttribute={false}>
          <Textarea
            ref={ref}
            label={props.label}
            placeholder={props.placeholder}
            autosize
            minRows={2}
            maxRows={10}
            value={text}
            error={error}
            onChange={(event) =>
              follow(event.currentTarget.value, event.currentTarget.selectionStart)
            }
            onBlur={() => combobox.closeDropdown()}
            onKeyDown={(event) => {
              if (event.key === 'Escape') combobox.closeDropdown();
              if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) void send();
            }}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={matches.length === 0}>
          <Combobox.Options aria-label={t`People to mention`}>
            {matches.map((person) => (
              <Combobox.Option value={person.userId} key={person.userId}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm">{person.name}</Text>
                  {person.isOrganiser ? (
                    // Inherits the option's colour at full strength: a faded label falls
                    // below AA on the selected (filled) option.
                    <Text size="xs">
                      · <Trans>Organiser</Trans>
                    </Text>
                  ) : null}
                </Group>
              </Combobox.Option>
            ))}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <Group gap="xs" justify="flex-end">
        {props.onCancel ? (
          <Button variant="default" size="xs" onClick={props.onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        <Button size="xs" loading={isPending} onClick={() => void send()}>
          {props.submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
