import { Input, Stack } from '@mantine/core';
import {
  type Content,
  type Editor,
  EditorContent,
  type Extensions,
  useEditor,
} from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, type RefObject, useEffect, useId } from 'react';
import './content-view/content-prose.css';
import { RichTextToolbar } from './rich-text-toolbar.tsx';

export interface RichTextInputProps {
  label: string;
  description?: ReactNode;
  /** HTML; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  disabled?: boolean;
  /**
   * For a value that is not plain HTML (an email template's Liquid): extra nodes, how the
   * value becomes the editor's content and back, tools after the formatting ones, and a ref
   * that holds the editor for inserting from outside.
   */
  custom?: {
    extensions: Extensions;
    toContent: (value: string) => Content;
    toValue: (editor: Editor) => string;
    tools?: (editor: Editor) => ReactNode;
    editorRef?: RefObject<Editor | null>;
  };
}

/**
 * Rich text with Tiptap: headings 2–4, bold, italic, underline, strike, lists, quotes and links.
 * The HTML it makes is sanitised again by the server before it is stored. Tiptap is large:
 * screens load this file lazily.
 */
export function RichTextInput({
  label,
  description,
  value,
  onChange,
  error,
  disabled = false,
  custom,
}: RichTextInputProps) {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const describedBy = [description ? descriptionId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          HTMLAttributes: { rel: 'noopener noreferrer', target: null },
        },
        // A custom value is written exactly as it reads: no empty paragraph added at the end.
        ...(custom ? { trailingNode: false } : {}),
      }),
      ...(custom?.extensions ?? []),
    ],
    content: custom ? custom.toContent(value) : value,
    editable: !disabled,
    onUpdate: ({ editor }) =>
      onChange(custom ? custom.toValue(editor) : editor.isEmpty ? '' : editor.getHTML()),
    editorProps: {
      attributes: {
        class: 'content-prose rich-text-input',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
  });

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const editorRef = custom?.editorRef;
  useEffect(() => {
    if (!editorRef) return;
    editorRef.current = editor;
    return () => {
      editorRef.current = null;
    };
  }, [editor, editorRef]);

  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <Input.Label id={labelId}>{label}</Input.Label>
        {description ? (
          <Input.Description id={descriptionId}>{description}</Input.Description>
        ) : null}
      </Stack>
      <div className="rich-text-editor" data-error={error ? true : undefined}>
        <RichTextToolbar editor={editor} disabled={disabled}>
          {custom?.tools?.(editor)}
        </RichTextToolbar>
        <EditorContent editor={editor} />
      </div>
      {error ? <Input.Error id={errorId}>{error}</Input.Error> : null}
    </Stack>
  );
}
