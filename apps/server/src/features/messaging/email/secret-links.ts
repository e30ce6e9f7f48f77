import { parse, parseFragment } from 'parse5';
import { escapeHtml } from './templates.ts';

/**
 * The last check before an email that carries a secret link (a set-password, reset or
 * email-change link) leaves: the link, and every secret part of it, may appear only in the
 * system's own buttons (`<a data-button href="…">` and the written-out copy beside it), never in
 * an attribute, a style, a comment or any other text a template wrote; the subject and text part
 * follow the HTML; and the template's HTML holds nothing that could read a link out of the page
 * (a style sheet's attribute selectors) or send it elsewhere (a form, a base address, a
 * refresh). The HTML is read by a real HTML parser (parse5, as browsers and mail apps parse
 * it), so quoting tricks that move a button into an attribute are seen as the mail app sees them.
 */

/** One system button of a secret link as the renderer drew it. */
export interface PlacedLink {
  url: string;
  line?: number | undefined;
  column?: number | undefined;
}

export interface SecretCheckInput {
  subject: string;
  /** The whole message (layout included). */
  html: string;
  /** The template's body as rendered, before the layout. */
  body: string;
  text: string;
  /** The system buttons drawn, one per `{% button %}` of a secret link that rendered. */
  placed: readonly PlacedLink[];
}

export interface SecretProblem {
  message: string;
  line?: number | undefined;
  column?: number | undefined;
}

/**
 * Elements a template may not use in an email that carries a secret link: a style sheet can
 * read the link's address out of the page (attribute selectors with background images), a base
 * or a refresh sends the reader elsewhere, and the rest have no business in an email.
 */
const refusedElements = new Set([
  'style',
  'link',
  'meta',
  'base',
  'script',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'textarea',
  'select',
  'svg',
  'math',
  'template',
  'portal',
]);

/** The parts of a link that act for its holder: the link, and each long query value. */
export function secretPartsOf(url: string): string[] {
  const parts = new Set([url]);
  try {
    for (const value of new URL(url).searchParams.values()) {
      if (value.length >= 12) parts.add(value);
    }
  } catch {
    // Not a URL: the whole string is the secret.
  }
  return [...parts];
}

const count = (haystack: string, needle: string) =>
  needle ? haystack.split(needle).length - 1 : 0;

interface Node {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
  value?: string;
  data?: string;
  parentNode?: Node | null;
}

function* walk(node: Node): Generator<Node> {
  yield node;
  for (const child of node.childNodes ?? []) yield* walk(child);
  if (node.content) yield* walk(node.content);
}

const hasAttr = (node: Node | null | undefined, name: string) =>
  Boolean(node?.attrs?.some((attr) => attr.name === name));

/**
 * Where a secret may be: the href of a system button whose value is exactly the link, or the
 * written-out copy (a text node that is exactly the link, in the paragraph beside a button).
 */
function isSystemPlace(node: Node, where: 'href' | 'text', link: string) {
  if (where === 'href') return node.tagName === 'a' && hasAttr(node, 'data-button');
  return node.value === link && hasAttr(node.parentNode, 'data-html-only');
}

/** Elements whose text is not shown as a paragraph of the email (or would swallow a button). */
const noButtonInside = new Set([
  'a',
  'button',
  'title',
  'textarea',
  'option',
  'select',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  ...refusedElements,
]);

/**
 * Where each secret button's stand-in landed in the body a template rendered (before the
 * buttons are drawn): it must stand in the email's text, not in an attribute, a comment, a
 * link or an element whose text is not shown. The first stand-in out of place, else null.
 */
export function misplacedButton(
  renderedBody: string,
  markers: readonly string[],
): { marker: string; message: string } | null {
  const fragment = parseFragment(renderedBody) as unknown as Node;
  const placed = new Set<string>();
  for (const node of walk(fragment)) {
    for (const attr of node.attrs ?? []) {
      const marker = markers.find((m) => attr.value.includes(m));
      if (marker) {
        return {
          marker,
          message: `The button cannot be inside an attribute (<${node.tagName}> ${attr.name})`,
        };
      }
    }
    const inComment = markers.find((m) => node.nodeName === '#comment' && node.data?.includes(m));
    if (inComment) return { marker: inComment, message: 'The button cannot be inside a comment' };
    if (node.nodeName !== '#text') continue;
    for (const marker of markers.filter((m) => node.value?.includes(m))) {
      for (let up = node.parentNode; up; up = up.parentNode) {
        if (up.tagName && noButtonInside.has(up.tagName)) {
          return { marker, message: `The button cannot be inside <${up.tagName}>` };
        }
      }
      placed.add(marker);
    }
  }
  const lost = markers.find((m) => !placed.has(m));
  return lost ? { marker: lost, message: "The button must stand in the email's text" } : null;
}

/**
 * Checks a rendered email that carries secret links; null when every secret stands only in
 * the system's buttons, else the first problem (with the line and column of the button
 * concerned, when there is one).
 */
export function checkSecretLinks(input: SecretCheckInput): SecretProblem | null {
  // Markup that HTML parsers read differently (CDATA sections, declarations, processing
  // instructions): a mail app's parser could put a button where this check does not see it.
  const declaration = /<!(?!--)[^>]{0,20}|<\?[^>]{0,20}/.exec(input.body);
  if (declaration) {
    return {
      message: `"${declaration[0]}" is not allowed in an email that carries a secret link: mail apps read it differently`,
    };
  }
  const fragment = parseFragment(input.body) as unknown as Node;
  for (const node of walk(fragment)) {
    if (node.tagName && refusedElements.has(node.tagName)) {
      return {
        message: `<${node.tagName}> is not allowed in an email that carries a secret link`,
      };
    }
  }
  const document = parse(input.html) as unknown as Node;
  const links = [...new Set(input.placed.map((p) => p.url))];
  for (const link of links) {
    const at = input.placed.find((p) => p.url === link);
    const where = { line: at?.line, column: at?.column };
    const buttons = input.placed.filter((p) => p.url === link).length;
    for (const part of secretPartsOf(link)) {
      let allowed = 0;
      for (const node of walk(document)) {
        for (const attr of node.attrs ?? []) {
          if (!attr.value.includes(part)) continue;
          if (attr.name === 'href' && attr.value === link && isSystemPlace(node, 'href', link)) {
            allowed++;
            continue;
          }
          return {
            message: `The secret link ends up inside <${node.tagName}> ${attr.name}`,
            ...where,
          };
        }
        const text =
          node.nodeName === '#text'
            ? node.value
            : node.nodeName === '#comment'
              ? node.data
              : undefined;
        if (text?.includes(part)) {
          if (node.nodeName === '#text' && isSystemPlace(node, 'text', link)) {
            allowed++;
            continue;
          }
          const inside = node.parentNode?.tagName ?? 'the page';
          return { message: `The secret link ends up in the text of <${inside}>`, ...where };
        }
      }
      // Each button is its link and its written-out copy; anything the parser did not show us
      // (an unclosed tag, a parser quirk) makes the raw count differ.
      if (allowed !== buttons * 2 || count(input.html, escapeHtml(part)) !== buttons * 2) {
        return { message: 'The secret link ends up somewhere other than its button', ...where };
      }
      if (count(input.text, part) !== buttons) {
        return { message: 'The secret link ends up elsewhere in the text part', ...where };
      }
      if (input.subject.includes(part)) {
        return { message: 'The secret link ends up in the subject', ...where };
      }
    }
  }
  return null;
}
