import { readdirSync } from 'node:fs';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The app's languages and message catalogues (the web app's, and the server's) (docs/decisions/006-lingui-for-translations.md).
 * en-GB is the source: the English in the code. `npm run i18n:extract` brings the catalogues
 * up to date after text changed; the check in `npm test` (tools/i18n) fails while one is behind,
 * a translation is missing, or a translation lost a placeholder.
 * LINGUI_CATALOGUES lets that check extract into a folder of its own (the same paths under it).
 */
/** The web app's feature areas (apps/web/src/features/*), each with a catalogue of its own. */
export const webAreas = readdirSync(new URL('apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const exclude = ['**/*.test.ts', '**/*.test.tsx'];
const catalogueRoot = process.env.LINGUI_CATALOGUES ?? '<rootDir>';

export default defineConfig({
  sourceLocale: 'en-GB',
  locales: ['en-GB', 'de', 'fr'],
  fallbackLocales: { default: 'en-GB' },
  // One catalogue per area, beside its code: the shell's (app, components, lib) and each
  // feature's, so that people translating different areas never edit the same file.
  catalogs: [
    {
      path: `${catalogueRoot}/apps/web/src/locales/{locale}`,
      include: [
        '<rootDir>/apps/web/src/app',
        '<rootDir>/apps/web/src/components',
        '<rootDir>/apps/web/src/lib',
      ],
      exclude,
    },
    // The server's messages a person reads (errors, emails' built-in text, exports' headings),
    // and the domain's (its rules' messages, which the server sends and the web app shows when
    // it checks a form itself): marked with `/*i18n*/` before the English, or said through
    // `i18n._('…')` (apps/server/src/lib/i18n.ts).
    {
      path: `${catalogueRoot}/packages/domain/src/locales/{locale}`,
      include: ['<rootDir>/packages/domain/src'],
      exclude,
    },
    {
      path: `${catalogueRoot}/apps/server/src/locales/{locale}`,
      include: ['<rootDir>/apps/server/src'],
      exclude,
    },
    ...webAreas.map((area) => ({
      path: `${catalogueRoot}/apps/web/src/features/${area}/locales/{locale}`,
      include: [`<rootDir>/apps/web/src/features/${area}`],
      exclude,
    })),
  ],
  // Where each message is used, by file without its line: moving code leaves the catalogues be.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
