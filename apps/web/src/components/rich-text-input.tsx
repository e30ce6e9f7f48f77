import { Input, Stack } from '@mantine/core';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useId } from 'react';
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
      }),
    ],
    content: value,
    editable: !disabled,
    onUpdate: ({ editor }) => onChange(editor.isEmpty ? '' : editor.getHTML()),
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

  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <Input.Label id={labelId}>{label}</Input.Label>
        {description ? (
          <Input.Description id={descriptionId}>{description}</Input.Description>
        ) : null}
      </Stack>
      <div className="rich-text-editor" data-error={error ? true : undefined}>
        <RichTextToolbar editor={editor} disabled={disabled} />
        <EditorContent editor={editor} />
      </div>
      {error ? <Input.Error id={errorId}>{error}</Input.Error> : null}
    </Stack>
  );
}
