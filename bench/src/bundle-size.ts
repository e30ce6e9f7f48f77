import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/**
 * The first load's budget: the login page's JavaScript, the entry and its
 * modulepreloads, gzipped, stays under 152 kB (1 kB = 1,000 bytes, as the bench prints sizes).
 * It was 150 kB until the app spoke several languages: the translation runtime (Lingui) must be
 * there before the first screen, and every call says the reader's language (docs/decisions/006).
 */
export const entryBudgetGzipBytes = 152_000;

export type BundleSize =
  | { ok: true; files: BundleFile[]; bytes: number; gzipBytes: number }
  | { ok: false; reason: string };

const tagPattern = /<(script|link)\b([^>]*)>/gi;
const attributePattern = /([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g;

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const m of tag.matchAll(attributePattern)) {
    attributes.set(m[1]!.toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attributes;
}

/** The JavaScript every first page load fetches: the module entry and its modulepreloads. */
export function entryScripts(html: string): string[] {
  const urls: string[] = [];
  for (const [, name, rest] of html.matchAll(tagPattern)) {
    const attributes = attributesOf(rest ?? '');
    const isEntry = name!.toLowerCase() === 'script' && attributes.get('type') === 'module';
    const isPreload =
      name!.toLowerCase() === 'link' &&
      (attributes.get('rel') ?? '').split(/\s+/).includes('modulepreload');
    const url = isEntry ? attributes.get('src') : isPreload ? attributes.get('href') : undefined;
    if (url && !urls.includes(url)) urls.push(url);
  }
  return urls;
}

/**
 * Gzipped size (zlib default level) of the JavaScript the login page and the dashboard load
 * before any lazy route chunk: the same index.html serves both.
 */
export function measureEntryBundle(distDir: string): BundleSize {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    return { ok: false, reason: `${indexPath} not found: build the web app (npm run build)` };
  }
  const urls = entryScripts(readFileSync(indexPath, 'utf8'));
  const files: BundleFile[] = [];
  for (const url of urls) {
    if (/^[a-z]+:\/\//i.test(url) || url.startsWith('//')) continue; // not ours to measure
    const relative = decodeURIComponent(new URL(url, 'http://app/').pathname).replace(/^\/+/, '');
    const content = readFileSync(path.join(distDir, relative));
    files.push({ file: relative, bytes: content.length, gzipBytes: gzipSync(content).length });
  }
  if (files.length === 0) {
    return { ok: false, reason: `${indexPath} loads no <script type="module" src>` };
  }
  const sum = (key: 'bytes' | 'gzipBytes') => files.reduce((total, f) => total + f[key], 0);
  return { ok: true, files, bytes: sum('bytes'), gzipBytes: sum('gzipBytes') };
}

/** One line saying whether a measured first load is within the budget, and by how much. */
export function budgetLine(size: BundleSize): string {
  if (!size.ok) return `first-load JavaScript budget: NOT MEASURED (${size.reason})`;
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const margin = entryBudgetGzipBytes - size.gzipBytes;
  return margin > 0
    ? `first-load JavaScript budget: under, ${kB(size.gzipBytes)} of ${kB(entryBudgetGzipBytes)} gzipped (${kB(margin)} to spare)`
    : `first-load JavaScript budget: OVER, ${kB(size.gzipBytes)} of ${kB(entryBudgetGzipBytes)} gzipped (${kB(-margin)} too much)`;
}
