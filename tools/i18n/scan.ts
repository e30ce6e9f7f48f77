import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findLiterals, type Literal } from './literals.ts';

/** The repository's root. */
export const root = path.resolve(import.meta.dirname, '../..');

/** Where the web app's screens are, relative to the root. */
export const webSource = 'apps/web/src';

/** Source files of the web app a person's screens are made of (not tests, not declarations). */
export function webFiles(dir = path.join(root, webSource)): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...webFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) files.push(full);
  }
  return files.sort();
}

/** Every literal of the web app, by file (relative to the root); files without any left out. */
export function webLiterals(): Map<string, Literal[]> {
  const byFile = new Map<string, Literal[]>();
  for (const full of webFiles()) {
    const file = path.relative(root, full);
    const found = findLiterals(file, readFileSync(full, 'utf8'));
    if (found.length > 0) byFile.set(file, found);
  }
  return byFile;
}

/**
 * The files not yet translated and how many literals each still has (`pending.json`): the check
 * lets these be while their counts do not grow, and the list only shrinks.
 */
export const pendingFile = path.join(import.meta.dirname, 'pending.json');

export function readPending(): Record<string, number> {
  return JSON.parse(readFileSync(pendingFile, 'utf8')) as Record<string, number>;
}

/**
 * What the check says of the web app's literals against `pending`: a file with more than it
 * may have (new English outside a message), and a listed file with fewer (the list must
 * shrink with the work: npm run i18n:pending).
 */
export function literalProblems(
  literals: Map<string, Literal[]>,
  pending: Record<string, number>,
): string[] {
  const problems: string[] = [];
  for (const [file, found] of literals) {
    const allowed = pending[file] ?? 0;
    if (found.length > allowed) {
      const shown = found.map((l) => `  ${l.file}:${l.line}:${l.column} "${l.text}"`).join('\n');
      problems.push(
        `${file}: ${found.length} literal(s) where ${allowed} may be; wrap new text in <Trans> or t\`…\`:\n${shown}`,
      );
    }
  }
  for (const [file, allowed] of Object.entries(pending)) {
    const now = literals.get(file)?.length ?? 0;
    if (now < allowed) {
      problems.push(
        `${file}: ${now} literal(s) left where pending.json says ${allowed}; run npm run i18n:pending`,
      );
    }
  }
  return problems;
}
