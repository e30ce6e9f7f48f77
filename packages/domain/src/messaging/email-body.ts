/**
 * An email template's body (HTML with Liquid) as the rich text editor's document, and back.
 * The document is ProseMirror JSON with the node and mark names of the
 * web's Tiptap editor, plus three atoms of its own:
 *
 * - `liquidVariable` (inline): an output such as `{{ firstName | default: "there" }}`, shown
 *   as a chip; its `source` is the Liquid as written.
 * - `liquidAction` (block): a line that places the email's action button, `{{ loginUrl |
 *   button: "Log in" }}` or a secret link's `{% button resetUrl "Reset password" %}`. The
 *   editor shows a button; the system draws it (a template never sees a secret link).
 * - `liquidBlock` (block): any other line the editor cannot show as rich text (a line with
 *   `{% if %}` or `{% for %}`, a `<table>`, an attribute, an HTML-only variable on its own
 *   line…), kept as written and shown as a grey block: nothing is ever lost or rewritten.
 *
 * The body is read line by line. A line becomes rich text only if writing it back gives the
 * very same text; otherwise it stays a `liquidBlock`. So body → document → body is the
 * identity, and the editor's own changes are written the same canonical way.
 */

import { type EmailVariable, variableSnippet } from './email-templates.ts';

export interface BodyMark {
  type: string;
  attrs?: Record<string, unknown>;
}
export interface BodyNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: BodyNode[];
  text?: string;
  marks?: BodyMark[];
}

/** The marks the editor offers, outermost first, with their tags. */
const markTags: Record<string, string> = {
  link: 'a',
  bold: 'strong',
  italic: 'em',
  underline: 'u',
  strike: 's',
};
const markOrder = Object.keys(markTags);
const tagMarks: Record<string, string> = Object.fromEntries(
  Object.entries(markTags).map(([mark, tag]) => [tag, mark]),
);
const blockTags = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'blockquote']);

/** `{{ link | button: "Label" }}` or `{% button link "Label" %}` alone on a line. */
const actionPatterns = [
  /^\{\{-?\s*([A-Za-z_][\w-]*)\s*\|\s*button\s*(?::\s*(?:"([^"]*)"|'([^']*)'))?\s*-?\}\}$/,
  /^\{%-?\s*button\s+([A-Za-z_][\w-]*)\s*(?:,\s*)?(?:"([^"]*)"|'([^']*)')?\s*-?%\}$/,
];

/** The link variable and label of an action line, or null when the line is not one. */
export function actionOf(source: string): { variable: string; label: string } | null {
  for (const pattern of actionPatterns) {
    const match = pattern.exec(source.trim());
    if (match) return { variable: match[1] as string, label: match[2] ?? match[3] ?? 'Open' };
  }
  return null;
}

/** An output tag alone, `{{ … }}`, with no other `{{`, `}}` or tag inside. */
const outputPattern = /^\{\{(?:(?!\{\{|\}\}|\{%|%\})[\s\S])*\}\}$/;
export const isLiquidOutput = (source: string) => outputPattern.test(source);

/** The variable (and filters) a chip shows: the output without its braces. */
export const outputLabel = (source: string) =>
  source
    .replace(/^\{\{-?/, '')
    .replace(/-?\}\}$/, '')
    .trim();

// ---------------------------------------------------------------------------------------------
// Writing a document as the body

const escapeText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;')
    // Typed braces stay text: Liquid never reads `{{` or `{%` the organiser wrote as words.
    .replace(/\{(?=[{%])/g, '&#123;');
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const sortedMarks = (marks: BodyMark[] | undefined) =>
  (marks ?? [])
    .filter((mark) => mark.type in markTags)
    .sort((a, b) => markOrder.indexOf(a.type) - markOrder.indexOf(b.type));
const sameMark = (a: BodyMark, b: BodyMark) =>
  a.type === b.type && (a.type !== 'link' || a.attrs?.href === b.attrs?.href);
const openTag = (mark: BodyMark) =>
  mark.type === 'link'
    ? `<a href="${escapeAttribute(String(mark.attrs?.href ?? ''))}">`
    : `<${markTags[mark.type]}>`;
const closeTag = (mark: BodyMark) => `</${markTags[mark.type]}>`;

function inlineHtml(nodes: BodyNode[] | undefined): string {
  let out = '';
  let open: BodyMark[] = [];
  for (const node of nodes ?? []) {
    const marks = sortedMarks(node.marks);
    let same = 0;
    while (same < open.length && same < marks.length && sameMark(open[same]!, marks[same]!)) {
      same++;
    }
    for (const mark of open.slice(same).reverse()) out += closeTag(mark);
    for (const mark of marks.slice(same)) out += openTag(mark);
    open = marks;
    if (node.type === 'text') out += escapeText(node.text ?? '');
    else if (node.type === 'hardBreak') out += '<br>';
    else if (node.type === 'liquidVariable') {
      const source = String(node.attrs?.source ?? '');
      out += isLiquidOutput(source) ? source : escapeText(source);
    }
  }
  for (const mark of open.reverse()) out += closeTag(mark);
  return out;
}

function blockHtml(node: BodyNode): string {
  const inner = (separator = '') => (node.content ?? []).map(blockHtml).join(separator);
  switch (node.type) {
    case 'paragraph':
      return `<p>${inlineHtml(node.content)}</p>`;
    case 'heading': {
      const level = Math.min(4, Math.max(2, Number(node.attrs?.level ?? 2)));
      return `<h${level}>${inlineHtml(node.content)}</h${level}>`;
    }
    case 'bulletList':
      return `<ul>${inner()}</ul>`;
    case 'orderedList': {
      const start = Number(node.attrs?.start ?? 1);
      return `<ol${start !== 1 ? ` start="${start}"` : ''}>${inner()}</ol>`;
    }
    case 'listItem': {
      const [only, ...more] = node.content ?? [];
      // One paragraph is written bare, as the default emails write their list items.
      return only?.type === 'paragraph' && more.length === 0
        ? `<li>${inlineHtml(only.content)}</li>`
        : `<li>${inner()}</li>`;
    }
    case 'blockquote':
      return `<blockquote>${inner()}</blockquote>`;
    case 'liquidAction':
    case 'liquidBlock':
      return String(node.attrs?.source ?? '');
    default:
      return '';
  }
}

/** The body of a rich text document: one line per top-level block. */
export function docToBody(doc: BodyNode): string {
  const blocks = doc.content ?? [];
  // An empty editor holds one empty paragraph: the body is empty.
  if (blocks.length === 1 && blocks[0]?.type === 'paragraph' && !blocks[0].content?.length) {
    return '';
  }
  return blocks.map(blockHtml).join('\n');
}

// ---------------------------------------------------------------------------------------------
// Reading a body as a document

type Token =
  | { kind: 'text'; text: string }
  | { kind: 'output'; source: string }
  | { kind: 'open'; tag: string; attrs: string }
  | { kind: 'close'; tag: string };

class Unsupported extends Error {}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': '\u00a0',
  '&#123;': '{',
};
const decode = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|nbsp|#39|#123);/g, (entity) => entities[entity] ?? entity);

/** The tokens of one line; a Liquid tag, a comment or a stray `<` makes it unsupported. */
function tokenize(line: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < line.length) {
    const rest = line.slice(at);
    if (rest.startsWith('{%')) throw new Unsupported('Liquid tag');
    if (rest.startsWith('{{')) {
      const end = rest.indexOf('}}');
      if (end < 0) throw new Unsupported('unclosed output');
      const source = rest.slice(0, end + 2);
      if (!isLiquidOutput(source)) throw new Unsupported('output');
      tokens.push({ kind: 'output', source });
      at += source.length;
      continue;
    }
    if (rest.startsWith('<')) {
      const tag = /^<(\/?)([a-z][a-z0-9]*)((?:\s[^<>]*)?)>/.exec(rest);
      if (!tag) throw new Unsupported('markup');
      const [whole, slash, name = '', attrs = ''] = tag;
      tokens.push(slash ? { kind: 'close', tag: name } : { kind: 'open', tag: name, attrs });
      at += whole.length;
      continue;
    }
    const next = rest.search(/<|\{\{|\{%/);
    const text = next < 0 ? rest : rest.slice(0, next);
    tokens.push({ kind: 'text', text: decode(text) });
    at += text.length;
  }
  return tokens;
}

class Reader {
  private index = 0;
  private readonly tokens: Token[];
  constructor(tokens: Token[]) {
    this.tokens = tokens;
  }
  peek(): Token | undefined {
    return this.tokens[this.index];
  }
  next(): Token {
    const token = this.tokens[this.index++];
    if (!token) throw new Unsupported('end of line');
    return token;
  }
  get done() {
    return this.index >= this.tokens.length;
  }
  close(tag: string) {
    const token = this.next();
    if (token.kind !== 'close' || token.tag !== tag) throw new Unsupported('nesting');
  }
}

function readInline(reader: Reader, until: string, marks: BodyMark[] = []): BodyNode[] {
  const nodes: BodyNode[] = [];
  const withMarks = (node: BodyNode): BodyNode =>
    marks.length > 0 ? { ...node, marks: [...marks] } : node;
  for (;;) {
    const token = reader.next();
    if (token.kind === 'close') {
      if (token.tag !== until) throw new Unsupported('nesting');
      return nodes;
    }
    if (token.kind === 'text') {
      if (token.text) nodes.push(withMarks({ type: 'text', text: token.text }));
    } else if (token.kind === 'output') {
      nodes.push(withMarks({ type: 'liquidVariable', attrs: { source: token.source } }));
    } else if (token.tag === 'br' && token.attrs === '') {
      nodes.push(withMarks({ type: 'hardBreak' }));
    } else if (token.tag === 'a') {
      const href = /^\s+href="([^"]*)"$/.exec(token.attrs);
      if (!href) throw new Unsupported('link attributes');
      const mark = { type: 'link', attrs: { href: decode(href[1] as string) } };
      nodes.push(...readInline(reader, 'a', [...marks, mark]));
    } else if (token.tag in tagMarks && token.attrs === '') {
      nodes.push(...readInline(reader, token.tag, [...marks, { type: tagMarks[token.tag]! }]));
    } else {
      throw new Unsupported(`<${token.tag}>`);
    }
  }
}

function readBlock(reader: Reader): BodyNode {
  const token = reader.next();
  if (token.kind !== 'open' || !blockTags.has(token.tag)) throw new Unsupported('not a block');
  const { tag, attrs } = token;
  if (tag === 'ol') {
    const start = /^(?:\s+start="(\d+)")?$/.exec(attrs);
    if (!start) throw new Unsupported('list attributes');
    const items = readItems(reader, 'ol');
    return {
      type: 'orderedList',
      attrs: { start: Number(start[1] ?? 1) },
      content: items,
    };
  }
  if (attrs !== '') throw new Unsupported('attributes');
  if (tag === 'p') return { type: 'paragraph', content: readInline(reader, 'p') };
  if (tag === 'ul') return { type: 'bulletList', content: readItems(reader, 'ul') };
  if (tag === 'blockquote') return { type: 'blockquote', content: readBlocks(reader, tag) };
  const level = Number(tag.slice(1));
  return { type: 'heading', attrs: { level }, content: readInline(reader, tag) };
}

function readBlocks(reader: Reader, until: string): BodyNode[] {
  const blocks: BodyNode[] = [];
  while (reader.peek()?.kind !== 'close') blocks.push(readBlock(reader));
  reader.close(until);
  if (blocks.length === 0) throw new Unsupported('empty');
  return blocks;
}

function readItems(reader: Reader, until: string): BodyNode[] {
  const items: BodyNode[] = [];
  for (;;) {
    const token = reader.next();
    if (token.kind === 'close' && token.tag === until) break;
    if (token.kind !== 'open' || token.tag !== 'li' || token.attrs !== '') {
      throw new Unsupported('list content');
    }
    const first = reader.peek();
    const content =
      first?.kind === 'open' && blockTags.has(first.tag)
        ? readBlocks(reader, 'li')
        : [{ type: 'paragraph', content: readInline(reader, 'li') }];
    items.push({ type: 'listItem', content });
  }
  if (items.length === 0) throw new Unsupported('empty list');
  return items;
}

/** One line as one rich block, or null when it is not exactly one the editor writes back. */
function richLine(line: string): BodyNode | null {
  try {
    const reader = new Reader(tokenize(line));
    const block = readBlock(reader);
    if (!reader.done) return null;
    return blockHtml(block) === line ? block : null;
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}

export interface EditorBody {
  /** The document (type 'doc'). */
  doc: BodyNode;
  /** Lines kept as written (grey blocks), blank lines left out of the count. */
  keptLines: string[];
  /** Whether the rich editor suits the body: false when most of it is kept as written. */
  richSuits: boolean;
}

/** A body as the rich editor's document; docToBody gives the same body back. */
export function bodyToDoc(body: string): EditorBody {
  if (body === '') {
    return {
      doc: { type: 'doc', content: [{ type: 'paragraph' }] },
      keptLines: [],
      richSuits: true,
    };
  }
  const keptLines: string[] = [];
  const content = body.split('\n').map((line): BodyNode => {
    if (actionOf(line) && line === line.trim()) {
      return { type: 'liquidAction', attrs: { source: line } };
    }
    const rich = richLine(line);
    if (rich) return rich;
    // A variable alone on its line (rich text Showdesk wrote, a table) shows as a chip.
    if (line.trim() && !isLiquidOutput(line.trim())) keptLines.push(line);
    return { type: 'liquidBlock', attrs: { source: line } };
  });
  // A lone empty paragraph would read back as an empty body: it stays as written.
  if (content.length === 1 && content[0]?.type === 'paragraph' && !content[0].content?.length) {
    content[0] = { type: 'liquidBlock', attrs: { source: body } };
  }
  const lines = content.filter(
    (node) => node.type !== 'liquidBlock' || String(node.attrs?.source).trim(),
  ).length;
  return {
    doc: { type: 'doc', content },
    keptLines,
    richSuits: keptLines.length * 2 <= lines,
  };
}

/**
 * What inserting a variable puts in the document: a secret link's button as the action block
 * (only the system draws it), rich text of its own (a comment, a table) on its own line, and
 * anything else as a chip in the text.
 */
export function variableNode(variable: EmailVariable): BodyNode {
  const source = variableSnippet(variable);
  if (variable.type === 'secretLink') return { type: 'liquidAction', attrs: { source } };
  if (variable.type === 'html') return { type: 'liquidBlock', attrs: { source } };
  return { type: 'liquidVariable', attrs: { source } };
}
