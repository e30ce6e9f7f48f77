import { Input, Stack } from '@mantine/core';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import '../../../../components/content-view/content-prose.css';
import { RichTextToolbar } from './rich-text-toolbar.tsx';
import type { DataEditorProps } from './section-data-editor.tsx';

/**
 * Rich text with Tiptap: headings 2–4, bold, italic, underline, strike, lists, quotes and links.
 * The HTML it makes is sanitised again by the server before it is stored.
 */
export function RichTextEditor({ value, onChange, errors, disabled }: DataEditorProps<'richText'>) {
  const labelId = useId();
  const errorId = useId();
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
        ...(errors.data ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    },
  });

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  return (
    <Stack gap={6}>
      <Input.Label id={labelId}>Text</Input.Label>
      <div className="rich-text-editor" data-error={errors.data ? true : undefined}>
        <RichTextToolbar editor={editor} disabled={disabled} />
        <EditorContent editor={editor} />
      </div>
      {errors.data ? <Input.Error id={errorId}>{errors.data}</Input.Error> : null}
    </Stack>
  );
}
