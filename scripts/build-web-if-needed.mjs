// Builds the web app unless apps/web/dist is newer than every source file it is built from.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const output = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/domain/src',
  'package-lock.json',
];

function newest(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
const changed = Math.max(...sources.map((s) => newest(path.join(root, s))));
if (built > changed && !process.argv.includes('--force')) {
  console.log('web app is up to date (apps/web/dist)');
} else {
  const result = spawnSync('npm', ['run', 'build', '-w', '@showdesk/web'], {
    cwd: root,
    stdio: 'inherit',
    // A production build even when called from a test runner (vitest sets NODE_ENV=test, and
    // vite would then bundle React's development build).
    env: { ...process.env, NODE_ENV: 'production' },
  });
  process.exit(result.status ?? 1);
}
