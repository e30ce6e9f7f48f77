import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const linguiConfig = fileURLToPath(new URL('../../lingui.config.ts', import.meta.url));
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
/** The app's version (the root package.json): the release error reports are filed under. */
const appVersion = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

export default defineConfig({
  // Lingui's macros (<Trans>, t`…`) turn into message lookups in the React plugin's Babel pass,
  // and a language's `.po` catalogue compiles when it is imported (docs/decisions/006). (Lingui's
  // native transform needs Node 22, and npm ci runs on the machine's Node 20: Babel works on both.)
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui({ configPath: linguiConfig }),
  ],
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(appVersion) },
  server: {
    port: 5173,
    // Keep the browser's host name so the API finds the event of e.g. demo.localhost:5173.
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Built for error reports, never linked from the bundles nor served (plugins/web-app.ts).
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 800,
    // No preload lists for lazy routes: the entry would carry every route's list of chunk
    // dependencies (6 kB gzipped with the forms screens), over the first-load budget. A route's
    // chunk fetches its own imports when it loads instead.
    modulePreload: false,
  },
});
