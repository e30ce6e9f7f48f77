import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { childEnv } from '../../test/support/child-env.ts';
import { createPostgresDatabase, testDatabases } from '../../test/support/databases.ts';
import { lazyModule } from './lazy-module.ts';

describe('lazyModule', () => {
  it('loads once for every caller, and again after a failed load', async () => {
    let loads = 0;
    let fail = true;
    const load = lazyModule(async () => {
      loads += 1;
      if (fail) throw new Error('not yet');
      return { loads };
    });
    await expect(load()).rejects.toThrow('not yet');
    fail = false;
    const [a, b] = await Promise.all([load(), load()]);
    expect(a).toBe(b);
    expect(await load()).toBe(a);
    expect(loads).toBe(2);
  });
});

/** Packages a resting server does not need: each loads when first used. */
const heavyPackages = [
  'exceljs',
  'sharp',
  'jsdom',
  'dompurify',
  'liquidjs',
  'parse5',
  'csv-parse',
  'file-type',
  'ical-generator',
  'nodemailer',
  'prom-client',
  'tar',
  'pino-pretty',
  '@aws-sdk/client-s3',
  '@scalar/fastify-api-reference',
];

const bootScript = path.resolve(import.meta.dirname, '../../test/support/boot-modules.ts');

describe.each(testDatabases)('the server at start on %s', (kind) => {
  it('loads no heavy module until a request needs it', async () => {
    const database = kind === 'postgres' ? await createPostgresDatabase() : null;
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [bootScript], {
        env: { ...childEnv(), ...(database ? { DATABASE_URL: database.url } : {}) },
        timeout: 120_000,
      });
      const { atBoot, docsStatus, afterDocs } = JSON.parse(stdout.trim().split('\n').at(-1)!);
      // The watch sees packages: the app's own are there, and the reference page's after a visit.
      expect(atBoot).toEqual(expect.arrayContaining(['fastify', 'drizzle-orm', 'zod']));
      expect(docsStatus).toBe(200);
      expect(afterDocs).toContain('@scalar/fastify-api-reference');
      expect(atBoot.filter((name: string) => heavyPackages.includes(name))).toEqual([]);
      if (kind === 'postgres') expect(atBoot).not.toContain('@electric-sql/pglite');
    } finally {
      await database?.drop();
    }
  }, 150_000);
});
