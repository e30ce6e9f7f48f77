/**
 * Writes `pending.json` afresh from the web app's literals: after translating part of a screen,
 * `node tools/i18n/write-pending.ts` lowers its count (or drops the file). The diff shows any
 * count that went up, which the check refuses and review should too.
 */
import { writeFileSync } from 'node:fs';
import { pendingFile, webLiterals } from './scan.ts';

const counts = Object.fromEntries(
  [...webLiterals()].map(([file, literals]) => [file, literals.length] as const),
);
writeFileSync(pendingFile, `${JSON.stringify(counts, null, 2)}\n`);
const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
console.log(`${Object.keys(counts).length} files, ${total} literals still to translate`);
