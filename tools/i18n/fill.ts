/**
 * Fills translations into a catalogue: `node tools/i18n/fill.ts <catalogue.po> <translations.json>`
 * where the JSON maps each English message (as in the catalogue's msgid) to its translation.
 * Messages the JSON does not name keep theirs; a message the catalogue does not have is an
 * error (run `npm run i18n:extract` first). Reads and writes with Lingui's own .po format.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';

const [catalogueFile, translationsFile] = process.argv.slice(2);
if (!catalogueFile || !translationsFile) {
  console.error('usage: node tools/i18n/fill.ts <catalogue.po> <translations.json>');
  process.exit(2);
}
const po = formatter({ lineNumbers: false });
const locale = path.basename(catalogueFile, '.po');
const ctx = { locale, sourceLocale: 'en-GB', filename: catalogueFile };
const existing = readFileSync(catalogueFile, 'utf8');
const catalogue = await po.parse(existing, ctx);
const translations = JSON.parse(readFileSync(translationsFile, 'utf8')) as Record<string, string>;

const byMessage = new Map<string, string[]>();
for (const [id, entry] of Object.entries(catalogue)) {
  const message = entry.message ?? id;
  byMessage.set(message, [...(byMessage.get(message) ?? []), id]);
}
const unknown: string[] = [];
let filled = 0;
for (const [message, translation] of Object.entries(translations)) {
  const ids = byMessage.get(message);
  if (!ids) {
    unknown.push(message);
    continue;
  }
  for (const id of ids) catalogue[id]!.translation = translation;
  filled += 1;
}
writeFileSync(catalogueFile, await po.serialize(catalogue, { ...ctx, existing }));
console.log(`${catalogueFile}: ${filled} filled`);
if (unknown.length > 0) {
  console.error(`not in the catalogue (run npm run i18n:extract?):\n${unknown.join('\n')}`);
  process.exit(1);
}
