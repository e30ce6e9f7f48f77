import { readFileSync } from 'node:fs';
import { parse, type Token } from '@messageformat/parser';

/** One message of a `.po` catalogue: the English (`id`), its translation, and its flags. */
export interface CatalogueEntry {
  id: string;
  context: string | null;
  translation: string;
  isFuzzy: boolean;
  /**
   * Its id is its English as written (`msg({ id })`, `#. js-lingui-explicit-id`), not the hash
   * of its English and context that Lingui gives a macro's message: the two never meet at run
   * time, even with the same English.
   */
  isExplicitId: boolean;
  /** Where the source uses it (`#:` lines), for the check's messages. */
  origins: string[];
}

/** A `.po` string: one or more quoted pieces, with C escapes. */
function unquote(pieces: string[]): string {
  return pieces.map((piece) => JSON.parse(piece.replace(/\\'/g, "'")) as string).join('');
}

/**
 * The entries of a `.po` file as Lingui writes it (msgctxt, msgid, msgstr; `#,` flags and `#:`
 * origins before them); the header (empty msgid) and obsolete entries (`#~`) are left out.
 */
export function readCatalogue(file: string): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  const blocks = readFileSync(file, 'utf8').split(/\n\s*\n/);
  for (const block of blocks) {
    const lines = block.split('\n').filter((line) => line.trim() !== '');
    const fields: Record<string, string[]> = {};
    let field: string | null = null;
    let isFuzzy = false;
    let isExplicitId = false;
    const origins: string[] = [];
    for (const line of lines) {
      if (line.startsWith('#~')) {
        field = null;
        continue;
      }
      if (line.startsWith('#,')) isFuzzy ||= /\bfuzzy\b/.test(line);
      if (line.startsWith('#.')) isExplicitId ||= /\bjs-lingui-explicit-id\b/.test(line);
      if (line.startsWith('#:')) origins.push(...line.slice(2).trim().split(/\s+/));
      if (line.startsWith('#')) continue;
      const opened = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(line);
      if (opened) {
        field = opened[1]!;
        fields[field] = [opened[2]!];
      } else if (field && /^".*"$/.test(line.trim())) {
        fields[field]!.push(line.trim());
      }
    }
    if (!fields.msgid) continue;
    const id = unquote(fields.msgid);
    if (id === '') continue;
    entries.push({
      id,
      context: fields.msgctxt ? unquote(fields.msgctxt) : null,
      translation: fields.msgstr ? unquote(fields.msgstr) : '',
      isFuzzy,
      isExplicitId,
      origins,
    });
  }
  return entries;
}

function argumentsOf(tokens: Token[], into: Set<string>) {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') into.add(token.arg);
    if (token.type === 'plural' || token.type === 'select') {
      into.add(token.arg);
      for (const branch of token.cases) argumentsOf(branch.tokens, into);
    }
  }
}

/**
 * What a message's translation must keep: its ICU arguments (`{name}`, `{count, plural, …}`)
 * and Lingui's numbered tags (`<0>…</0>`), as sorted lists; throws on a message that is not
 * valid ICU MessageFormat.
 */
export function placeholdersOf(message: string): { args: string[]; tags: string[] } {
  const args = new Set<string>();
  argumentsOf(parse(message), args);
  const tags = new Set([...message.matchAll(/<(\/?)(\d+)(\/?)>/g)].map((m) => m[0]));
  return { args: [...args].sort(), tags: [...tags].sort() };
}
