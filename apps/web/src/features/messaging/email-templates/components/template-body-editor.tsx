import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Menu, Text } from '@mantine/core';
import {
  actionOf,
  type BodyNode,
  bodyToDoc,
  docToBody,
  isLiquidOutput,
  outputLabel,
  variableNode,
} from '@showdesk/domain/messaging/email-body';
import type { EmailVariable } from '@showdesk/domain/messaging/email-templates';
import { IconBraces, IconChevronDown } from '@tabler/icons-react';
import { type Editor, type JSONContent, mergeAttributes, Node } from '@tiptap/react';
import type { ReactNode, RefObject } from 'react';
import { RichTextInput } from '../../../../components/rich-text-input.tsx';
import './template-body-editor.css';

/** The Liquid of an atom, kept in its `source` attribute (and `data-liquid` in the DOM). */
const sourceAttribute = {
  source: {
    default: '',
    parseHTML: (element: HTMLElement) => element.getAttribute('data-liquid') ?? '',
    renderHTML: (attrs: Record<string, unknown>) => ({ 'data-liquid': String(attrs.source) }),
  },
};
const sourceOf = (node: { attrs: Record<string, unknown> }) => String(node.attrs.source ?? '');

/** `{{ variable }}` in the text: a chip that writes back its Liquid as it was. */
const LiquidVariable = Node.create({
  name: 'liquidVariable',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes: () => sourceAttribute,
  parseHTML: () => [{ tag: 'span[data-liquid-variable]' }],
  renderHTML: ({ node, HTMLAttributes }) => [
    'span',
    mergeAttributes(HTMLAttributes, { 'data-liquid-variable': '', class: 'liquid-chip' }),
    outputLabel(sourceOf(node)),
  ],
  renderText: ({ node }) => sourceOf(node),
});

/** The email's action: a button the system draws (a secret link is never the template's). */
const LiquidAction = Node.create({
  name: 'liquidAction',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  addAttributes: () => sourceAttribute,
  parseHTML: () => [{ tag: 'div[data-liquid-action]' }],
  renderHTML: ({ node, HTMLAttributes }) => {
    const action = actionOf(sourceOf(node));
    const variable = action?.variable ?? '';
    return [
      'div',
      mergeAttributes(HTMLAttributes, { 'data-liquid-action': '', class: 'liquid-action' }),
      ['span', { class: 'liquid-action-button' }, action?.label ?? t`Button`],
      [
        'span',
        { class: 'liquid-action-note' },
        t`${variable}: the button and its link are placed by Showdesk`,
      ],
    ];
  },
});

/** A line rich text cannot show (Liquid logic, unusual HTML), kept exactly as written. */
const LiquidBlock = Node.create({
  name: 'liquidBlock',
  group: 'block',
  atom: true,
  selectable: true,
  addAttributes: () => sourceAttribute,
  parseHTML: () => [{ tag: 'div[data-liquid-block]' }],
  renderHTML: ({ node, HTMLAttributes }) => {
    const source = sourceOf(node);
    const variable = isLiquidOutput(source.trim());
    return [
      'div',
      mergeAttributes(HTMLAttributes, {
        'data-liquid-block': '',
        class: variable ? 'liquid-block liquid-block-variable' : 'liquid-block',
      }),
      variable
        ? ['span', { class: 'liquid-chip' }, outputLabel(source.trim())]
        : source.trim() || t`Blank line`,
    ];
  },
});

const extensions = [LiquidVariable, LiquidAction, LiquidBlock];

/** Inserts a variable (a chip, or the action's button) where the cursor is. */
export function insertVariable(editor: Editor, variable: EmailVariable) {
  editor
    .chain()
    .focus()
    .insertContent(variableNode(variable) as JSONContent)
    .run();
}

function InsertVariableMenu(props: { editor: Editor; variables: EmailVariable[] }) {
  return (
    <Menu position="bottom-end" shadow="md" width={320} withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconBraces size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          // Keeps the cursor where it was in the text.
          onMouseDown={(event) => event.preventDefault()}
        >
          <Trans>Insert variable</Trans>
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={360} style={{ overflowY: 'auto' }}>
        {props.variables.map((variable) => (
          <Menu.Item key={variable.name} onClick={() => insertVariable(props.editor, variable)}>
            <Text size="sm" ff="monospace">
              {variable.name}
            </Text>
            <Text size="xs" c="dimmed">
              {variable.description}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export interface TemplateBodyEditorProps {
  /** The body: HTML with Liquid. */
  value: string;
  onChange: (body: string) => void;
  variables: EmailVariable[];
  error?: string | undefined;
  description?: ReactNode;
  editorRef: RefObject<Editor | null>;
}

/**
 * The body in the content pages' rich text editor: variables as chips, the action as the
 * system's button, and lines it cannot show kept as written (email-body.ts). Loaded lazily.
 */
export function TemplateBodyEditor(props: TemplateBodyEditorProps) {
  const { t } = useLingui();
  return (
    <RichTextInput
      label={t`Body`}
      description={props.description}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      custom={{
        extensions,
        toContent: (value) => bodyToDoc(value).doc as JSONContent,
        toValue: (editor) => docToBody(editor.getJSON() as BodyNode),
        tools: (editor) => <InsertVariableMenu editor={editor} variables={props.variables} />,
        editorRef: props.editorRef,
      }}
    />
  );
}
