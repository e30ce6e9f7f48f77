import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  budgetLine,
  entryBudgetGzipBytes,
  entryScripts,
  measureEntryBundle,
} from './bundle-size.ts';

const root = path.resolve(import.meta.dirname, '../..');
const distDir = path.join(root, 'apps/web/dist');

describe('first-load JavaScript budget', () => {
  it("keeps the login page's entry chunk and its modulepreloads under 152 kB gzipped", () => {
    // Builds the web app unless apps/web/dist is newer than every source it is built from, so
    // the check never measures a stale or missing build; `npm test` needs the build for its
    // browser tests anyway, and finds it up to date there.
    const build = spawnSync(
      process.execPath,
      [path.join(root, 'scripts/build-web-if-needed.mjs')],
      { cwd: root, encoding: 'utf8' },
    );
    expect(build.status, `${build.stdout}\n${build.stderr}`.slice(-4000)).toBe(0);
    const size = measureEntryBundle(distDir);
    if (!size.ok) throw new Error(budgetLine(size));
    console.log(budgetLine(size));
    expect(size.gzipBytes, budgetLine(size)).toBeLessThan(entryBudgetGzipBytes);
  }, 300_000);

  it('says plainly whether a measurement is over or under the budget', () => {
    const under = { ok: true as const, files: [], bytes: 474_457, gzipBytes: 148_010 };
    const over = { ...under, bytes: 747_545, gzipBytes: 231_707 };
    expect(budgetLine(under)).toBe(
      'first-load JavaScript budget: under, 148.0 kB of 152.0 kB gzipped (4.0 kB to spare)',
    );
    expect(budgetLine(over)).toBe(
      'first-load JavaScript budget: OVER, 231.7 kB of 152.0 kB gzipped (79.7 kB too much)',
    );
    expect(budgetLine({ ok: false, reason: 'index.html not found' })).toContain('NOT MEASURED');
  });

  it('counts the module entry and its modulepreloads, each once, and nothing else', () => {
    const html = `<script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
      <link rel="stylesheet" href="/assets/index-c.css">
      <link rel="modulepreload" href="/assets/vendor-b.js">
      <script src="/legacy.js"></script>`;
    expect(entryScripts(html)).toEqual(['/assets/index-a.js', '/assets/vendor-b.js']);
  });
});
