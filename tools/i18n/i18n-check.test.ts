import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appLocales, sourceLocale } from '@showdesk/domain/common/locales';
import { afterAll, describe, expect, it } from 'vitest';
import { type CatalogueEntry, placeholdersOf, readCatalogue } from './catalogues.ts';
import { literalProblems, readPending, root, webLiterals } from './scan.ts';

/** Every catalogue folder of the app (relative to `base`): the web app's, the server's, the domain's. */
const catalogueFolders = (base: string) =>
  ['apps/web/src', 'apps/server/src', 'packages/domain/src'].flatMap((app) =>
    localesUnder(base, path.join(base, app)),
  );

/** The `locales` folders under `dir` (relative to `base`). */
function localesUnder(base: string, dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.name === 'locales') found.push(path.relative(base, full));
    else found.push(...localesUnder(base, full));
  }
  return found.sort();
}

const catalogueOf = (base: string, folder: string, locale: string) =>
  readCatalogue(path.join(base, folder, `${locale}.po`));

const describeEntry = (entry: CatalogueEntry) =>
  `"${entry.id}"${entry.origins.length ? ` (${entry.origins.join(', ')})` : ''}`;

describe('the app speaks through its catalogues', () => {
  it('has no English on a screen outside a message, beyond what pending.json still allows', () => {
    const problems = literalProblems(webLiterals(), readPending());
    expect(problems, problems.join('\n')).toEqual([]);
  }, 60_000);

  const extracted = mkdtempSync(path.join(tmpdir(), 'showdesk-i18n-'));
  afterAll(() => rmSync(extracted, { recursive: true, force: true }));

  it('has catalogues up to date with the code (npm run i18n:extract)', () => {
    const run = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/@lingui/cli/dist/lingui.js'), 'extract', '--clean'],
      {
        cwd: root,
        env: { ...process.env, LINGUI_CATALOGUES: extracted },
        encoding: 'utf8',
      },
    );
    expect(run.status, run.stderr || run.stdout).toBe(0);
    const problems: string[] = [];
    for (const folder of catalogueFolders(root)) {
      const committed = new Set(catalogueOf(root, folder, sourceLocale).map((e) => e.id));
      const current = catalogueOf(extracted, folder, sourceLocale);
      const fresh = new Set(current.map((e) => e.id));
      for (const entry of current) {
        if (!committed.has(entry.id))
          problems.push(`${folder}: not in the catalogue: ${describeEntry(entry)}`);
      }
      for (const id of committed) {
        if (!fresh.has(id)) problems.push(`${folder}: no longer in the code: "${id}"`);
      }
    }
    expect(problems, `${problems.join('\n')}\nRun npm run i18n:extract.`).toEqual([]);
  }, 120_000);

  it('translates every message into every shipped language, keeping its placeholders', () => {
    const problems: string[] = [];
    for (const folder of catalogueFolders(root)) {
      const source = catalogueOf(root, folder, sourceLocale);
      for (const entry of source) {
        try {
          placeholdersOf(entry.id);
        } catch (error) {
          problems.push(`${folder}: not valid ICU: ${describeEntry(entry)}: ${String(error)}`);
        }
      }
      for (const locale of appLocales.filter((l) => l !== sourceLocale)) {
        const translated = new Map(
          catalogueOf(root, folder, locale).map((e) => [`${e.context ?? ''}\u0004${e.id}`, e]),
        );
        for (const entry of source) {
          const translation = translated.get(`${entry.context ?? ''}\u0004${entry.id}`);
          const where = `${folder}/${locale}.po`;
          if (!translation || translation.translation.trim() === '') {
            problems.push(`${where}: missing: ${describeEntry(entry)}`);
            continue;
          }
          if (translation.isFuzzy) problems.push(`${where}: marked fuzzy: ${describeEntry(entry)}`);
          try {
            const want = placeholdersOf(entry.id);
            const have = placeholdersOf(translation.translation);
            if (JSON.stringify(want) !== JSON.stringify(have)) {
              problems.push(
                `${where}: placeholders differ for ${describeEntry(entry)}: ${JSON.stringify(have)} instead of ${JSON.stringify(want)}`,
              );
            }
          } catch (error) {
            problems.push(
              `${where}: not valid ICU: "${translation.translation}": ${String(error)}`,
            );
          }
        }
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  // The web loads every area's catalogue and the domain's into one set of messages per language,
  // and the server its own with the domain's: a message (its English and context) translated
  // two ways in two catalogues shows whichever loaded last ("Download" the noun on a
  // "Herunterladen" button). Such a message needs a context of its own in one of them.
  it('translates a message one way wherever it is used together', () => {
    const problems: string[] = [];
    const folders = catalogueFolders(root);
    const domain = folders.filter((folder) => folder.startsWith('packages/domain/'));
    const together = {
      web: [...folders.filter((folder) => folder.startsWith('apps/web/')), ...domain],
      server: [...folders.filter((folder) => folder.startsWith('apps/server/')), ...domain],
    };
    for (const [app, group] of Object.entries(together)) {
      for (const locale of appLocales.filter((l) => l !== sourceLocale)) {
        const seen = new Map<string, { translation: string; folder: string }>();
        for (const folder of group) {
          for (const entry of catalogueOf(root, folder, locale)) {
            if (entry.translation.trim() === '') continue;
            // The key Lingui looks the message up by at run time (see CatalogueEntry).
            const key = `${entry.isExplicitId ? 'id' : 'hash'}\u0004${entry.context ?? ''}\u0004${entry.id}`;
            const first = seen.get(key);
            if (!first) seen.set(key, { translation: entry.translation, folder });
            else if (first.translation !== entry.translation)
              problems.push(
                `${app}, ${locale}: ${describeEntry(entry)} is "${first.translation}" in ${first.folder} but "${entry.translation}" in ${folder}`,
              );
          }
        }
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
