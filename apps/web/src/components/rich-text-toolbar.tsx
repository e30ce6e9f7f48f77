import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Popover,
  Stack,
  TextInput,
  Tooltip,
} from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBlockquote,
  IconBold,
  IconH2,
  IconH3,
  IconH4,
  IconItalic,
  IconLink,
  IconLinkOff,
  IconList,
  IconListNumbers,
  IconStrikethrough,
  IconUnderline,
} from '@tabler/icons-react';
import { type Editor, useEditorState } from '@tiptap/react';
import { type FormEvent, type ReactNode, useState } from 'react';

interface ToolProps {
  label: string;
  icon: ReactNode;
  isActive?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/** A toolbar button: named for screen readers, pressed when its format applies. */
function Tool({ label, icon, isActive, disabled, onClick }: ToolProps) {
  return (
    <Tooltip label={label} openDelay={400} withinPortal>
      <ActionIcon
        variant={isActive ? 'light' : 'subtle'}
        color={isActive ? 'brand' : 'gray'}
        size="md"
        aria-label={label}
        aria-pressed={isActive === undefined ? undefined : isActive}
        disabled={disabled}
        // Keeps the selection in the text while the button is clicked.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** A link may go to the web, to an email address or to a page of the portal. */
const isLinkAllowed = (href: string) =>
  /^https?:\/\/\S+$/i.test(href) || /^mailto:\S+@\S+$/i.test(href) || /^\/(?!\/)\S*$/.test(href);

/** The formatting toolbar of the rich text editor. */
export function RichTextToolbar({
  editor,
  disabled,
  children,
}: {
  editor: Editor;
  disabled: boolean;
  /** A screen's own tools, after the formatting ones. */
  children?: ReactNode;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [isLinkOpen, setIsLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const { t } = useLingui();
  const chain = () => editor.chain().focus();

  const openLink = () => {
    setHref(state.href);
    setLinkError(null);
    setIsLinkOpen(true);
  };
  const applyLink = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    let next = href.trim();
    if (next === '') {
      chain().extendMarkRange('link').unsetLink().run();
      setIsLinkOpen(false);
      return;
    }
    if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(next)) next = `https://${next}`;
    if (!isLinkAllowed(next)) {
      setLinkError(t`Enter a web address (https://…), an email link (mailto:…) or a path (/…)`);
      return;
    }
    if (editor.state.selection.empty && !state.link) {
      // Nothing selected: the address itself becomes the link's text.
      chain()
        .insertContent({
          type: 'text',
          text: next,
          marks: [{ type: 'link', attrs: { href: next } }],
        })
        .run();
    } else {
      chain().extendMarkRange('link').setLink({ href: next }).run();
    }
    setIsLinkOpen(false);
  };

  const off = disabled;
  return (
    <Group
      gap={2}
      className="rich-text-toolbar"
      role="toolbar"
      aria-label={t`Formatting`}
      wrap="wrap"
    >
      <Tool
        label={t`Heading 2`}
        icon={<IconH2 size={18} aria-hidden />}
        isActive={state.h2}
        disabled={off}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <Tool
        label={t`Heading 3`}
        icon={<IconH3 size={18} aria-hidden />}
        isActive={state.h3}
        disabled={off}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <Tool
        label={t`Heading 4`}
        icon={<IconH4 size={18} aria-hidden />}
        isActive={state.h4}
        disabled={off}
        onClick={() => chain().toggleHeading({ level: 4 }).run()}
      />
      <Divider orientation="vertical" mx={4} />
      <Tool
        label={t`Bold`}
        icon={<IconBold size={18} aria-hidden />}
        isActive={state.bold}
        disabled={off}
        onClick={() => chain().toggleBold().run()}
      />
      <Tool
        label={t`Italic`}
        icon={<IconItalic size={18} aria-hidden />}
        isActive={state.italic}
        disabled={off}
        onClick={() => chain().toggleItalic().run()}
      />
      <Tool
        label={t`Underline`}
        icon={<IconUnderline size={18} aria-hidden />}
        isActive={state.underline}
        disabled={off}
        onClick={() => chain().toggleUnderline().run()}
      />
      <Tool
        label={t`Strikethrough`}
        icon={<IconStrikethrough size={18} aria-hidden />}
        isActive={state.strike}
        disabled={off}
        onClick={() => chain().toggleStrike().run()}
      />
      <Divider orientation="vertical" mx={4} />
      <Tool
        label={t`Bulleted list`}
        icon={<IconList size={18} aria-hidden />}
        isActive={state.bulletList}
        disabled={off}
        onClick={() => chain().toggleBulletList().run()}
      />
      <Tool
        label={t`Numbered list`}
        icon={<IconListNumbers size={18} aria-hidden />}
        isActive={state.orderedList}
        disabled={off}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <Tool
        label={t`Quote`}
        icon={<IconBlockquote size={18} aria-hidden />}
        isActive={state.blockquote}
        disabled={off}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <Divider orientation="vertical" mx={4} />
      <Popover
        opened={isLinkOpen}
        onChange={setIsLinkOpen}
        position="bottom-start"
        shadow="md"
        trapFocus
        withinPortal
      >
        <Popover.Target>
          <ActionIcon
            variant={state.link ? 'light' : 'subtle'}
            color={state.link ? 'brand' : 'gray'}
            size="md"
            aria-label={t`Link`}
            aria-pressed={state.link}
            aria-haspopup="dialog"
            disabled={off}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => (isLinkOpen ? setIsLinkOpen(false) : openLink())}
          >
            <IconLink size={18} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <form onSubmit={applyLink} aria-label={t`Link`}>
            <Stack gap="xs" w={300}>
              <TextInput
                label={t`Link address`}
                // i18n-ignore: an address's form
                placeholder="https://…"
                value={href}
                onChange={(e) => setHref(e.currentTarget.value)}
                error={linkError}
                data-autofocus
                size="sm"
              />
              <Group justify="flex-end" gap="xs">
                <Button variant="default" size="xs" onClick={() => setIsLinkOpen(false)}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit" size="xs">
                  <Trans>Apply link</Trans>
                </Button>
              </Group>
            </Stack>
          </form>
        </Popover.Dropdown>
      </Popover>
      <Tool
        label={t`Remove link`}
        icon={<IconLinkOff size={18} aria-hidden />}
        disabled={off || !state.link}
        onClick={() => chain().extendMarkRange('link').unsetLink().run()}
      />
      <Divider orientation="vertical" mx={4} />
      <Tool
        label={t`Undo`}
        icon={<IconArrowBackUp size={18} aria-hidden />}
        disabled={off || !state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <Tool
        label={t`Redo`}
        icon={<IconArrowForwardUp size={18} aria-hidden />}
        disabled={off || !state.canRedo}
        onClick={() => chain().redo().run()}
      />
      {children ? (
        <>
          <Divider orientation="vertical" mx={4} />
          {children}
        </>
      ) : null}
    </Group>
  );
}
