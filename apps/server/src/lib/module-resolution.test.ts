import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { childEnv } from '../../test/support/child-env.ts';
import { packageImportKey, resolveWithinPackage } from './module-resolution.ts';

const checkScript = path.resolve(import.meta.dirname, '../../test/support/resolution-check.ts');
const drizzleFile = import.meta.resolve('drizzle-orm');

describe('resolveWithinPackage', () => {
  it("answers as Node does for every import between a package's files that the server makes", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [checkScript], {
      env: childEnv(),
      timeout: 120_000,
    });
    const { answered, packageImportsKept, differences } = JSON.parse(
      stdout.trim().split('\n').at(-1)!,
    );
    expect(differences).toEqual([]);
    // drizzle-orm's files are the ones it is for (its package.json is 179 KB).
    expect(answered['drizzle-orm']).toBeGreaterThan(100);
    // The app's files import packages by name from the same folders again and again.
    expect(packageImportsKept).toBeGreaterThan(200);
  }, 150_000);

  it("leaves bare specifiers, the app's own files, missing files and folders to Node", () => {
    const fromApp = { parentURL: import.meta.url, conditions: ['node', 'import'] };
    expect(packageImportKey('drizzle-orm', fromApp)).toContain('\0drizzle-orm\0node,import');
    expect(packageImportKey('@showdesk/domain/common/errors', fromApp)).toBeDefined();
    expect(packageImportKey('node:fs', fromApp)).toBeUndefined();
    expect(packageImportKey('./ids.ts', fromApp)).toBeUndefined();
    expect(packageImportKey('zod', { parentURL: drizzleFile })).toBeUndefined();
    expect(resolveWithinPackage('drizzle-orm', import.meta.url)).toBeUndefined();
    expect(resolveWithinPackage('./lazy-module.ts', import.meta.url)).toBeUndefined();
    expect(resolveWithinPackage('./no-such-file.js', drizzleFile)).toBeUndefined();
    expect(resolveWithinPackage('./pg-core', drizzleFile)).toBeUndefined();
    expect(resolveWithinPackage('./column.js?x', drizzleFile)).toBeUndefined();
    expect(resolveWithinPackage('./column.js', drizzleFile)).toEqual({
      url: new URL('./column.js', drizzleFile).href,
      format: 'module',
    });
  });
});
