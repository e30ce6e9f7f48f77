import { richTextSanitiseConfig } from '@showdesk/domain/content/rich-text';
import type createDOMPurify from 'dompurify';
import { lazyModule } from '../../lib/lazy-module.ts';

const { ALLOWED_ATTR: linkAttributes } = richTextSanitiseConfig;

/**
 * One purifier of our own (the link hook below must not apply to the SVG sanitiser's), over a
 * jsdom window made with the first rich text written (lib/lazy-module.ts).
 */
const richTextPurifier = lazyModule(async () => {
  const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([
    import('dompurify'),
    import('jsdom'),
  ]);
  const { window } = new JSDOM('');
  const purifier = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') {
      // href, target and rel belong on links only.
      for (const name of linkAttributes) node.removeAttribute(name);
      return;
    }
    // A link opening another tab must not hand the page to it (window.opener).
    if (node.hasAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('rel');
  });
  return purifier;
});

/**
 * Rich text HTML as it may be stored and shown to members: only the editor's tags, links with
 * safe addresses (DOMPurify drops javascript: and other script URLs), no event handlers, styles,
 * images or frames. Run on every write (DESIGN.md: rich text is sanitised on the server).
 */
export async function sanitiseRichText(html: string): Promise<string> {
  return (await richTextPurifier()).sanitize(html, {
    ...richTextSanitiseConfig,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}

/**
 * An organiser's edit of a record with a rich text description (tasks, suppliers,
 * notifications): the fields as sent, the description sanitised when it is among them, and who
 * changed it when.
 */
export async function editedRecord<T extends { description?: string | undefined }>(
  input: T,
  editor: { userId: string },
  now: Date,
): Promise<T & { updatedAt: Date; updatedBy: string }> {
  return {
    ...input,
    ...(input.description === undefined
      ? {}
      : { description: await sanitiseRichText(input.description) }),
    updatedAt: now,
    updatedBy: editor.userId,
  };
}
