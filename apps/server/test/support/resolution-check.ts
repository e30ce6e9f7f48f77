/**
 * Run as its own process by lib/module-resolution.test.ts: loads the server's modules (the app,
 * the runtime and the demo's seed) with Node's own resolution, and compares Node's answer to
 * every import with what lib/module-resolution.ts would answer: `resolveWithinPackage`'s, and
 * for a package imported by name, the first answer Node gave in the importing file's folder.
 * Prints as JSON how many of each it answered, and every answer that differs from Node's.
 */
import { registerHooks } from 'node:module';
import { packageImportKey, resolveWithinPackage } from '../../src/lib/module-resolution.ts';

const answered = new Map<string, number>();
const differences: unknown[] = [];
const packageImports = new Map<string, { url: string; format: unknown }>();
let packageImportsKept = 0;
registerHooks({
  resolve(specifier, context, nextResolve) {
    const node = nextResolve(specifier, context);
    const key = packageImportKey(specifier, context);
    const kept = key === undefined ? undefined : packageImports.get(key);
    if (key !== undefined && !kept) packageImports.set(key, { url: node.url, format: node.format });
    if (kept) {
      packageImportsKept += 1;
      if (kept.url !== node.url || kept.format !== node.format) {
        differences.push({ specifier, parent: context.parentURL, kept, node });
      }
    }
    const ours = resolveWithinPackage(specifier, context.parentURL);
    if (ours) {
      const name = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(ours.url)?.[1] ?? '?';
      answered.set(name, (answered.get(name) ?? 0) + 1);
      if (ours.url !== node.url || ours.format !== node.format) {
        differences.push({ specifier, parent: context.parentURL, ours, node });
      }
    }
    return node;
  },
});

await import('../../src/app.ts');
await import('../../src/runtime.ts');
await import('../../src/features/platform/demo/seed.ts');
console.log(
  JSON.stringify({ answered: Object.fromEntries(answered), packageImportsKept, differences }),
);
process.exit(0);
