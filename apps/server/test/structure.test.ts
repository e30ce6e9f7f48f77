import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The rooms of the code, highest first. A file may import from its own room or a lower one, never
 * from a higher one: that keeps the structure acyclic, so a room can be read (and changed) knowing
 * only what lies below it. `docs/architecture.md` draws the same map.
 */
const repo = path.resolve(import.meta.dirname, '../../..');

const serverRooms = ['entry', 'jobs', 'features', 'pipeline', 'lib', 'db'] as const;
const webRooms = ['app', 'features', 'shared'] as const;

/** Processes of their own (a `node` entry point or a worker), which may start the runtime. */
const entryFiles = new Set(['apps/server/src/features/platform/demo/seed-process.ts']);

function serverRoom(file: string): string {
  if (entryFiles.has(file)) return 'entry';
  const top = file.slice('apps/server/src/'.length).split('/')[0] ?? '';
  if (
    [
      'app.ts',
      'runtime.ts',
      'server.ts',
      'server-main.ts',
      'cli.ts',
      'cli-main.ts',
      'backup',
      'cli',
    ].includes(top)
  )
    return 'entry';
  // The interfaces every room is handed: the app's dependencies and its configuration.
  if (top === 'app-deps.ts' || top === 'config.ts') return 'interface';
  // Authentication, tenancy and route access run before every handler: one room.
  if (top === 'plugins' || top === 'security') return 'pipeline';
  return top;
}

function webRoom(file: string): string {
  const top = file.slice('apps/web/src/'.length).split('/')[0] ?? '';
  if (top === 'app' || top === 'main.tsx') return 'app';
  if (top === 'features') return 'features';
  return 'shared';
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(repo, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.posix.join(dir, f.split(path.sep).join('/')));
}

function relativeImports(file: string): string[] {
  const text = readFileSync(path.join(repo, file), 'utf8');
  const specs = [...text.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms)];
  return specs.map((m) => path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]!)));
}

function upwardImports(
  dir: string,
  rooms: readonly string[],
  roomOf: (file: string) => string,
): string[] {
  return sourceFiles(dir).flatMap((file) =>
    relativeImports(file)
      .filter((target) => target.startsWith(dir))
      .filter((target) => {
        const from = roomOf(file);
        const to = roomOf(target);
        if (to === 'interface' || from === to) return false;
        return rooms.indexOf(to) < rooms.indexOf(from);
      })
      .map((target) => `${file} (${roomOf(file)}) imports ${target} (${roomOf(target)})`),
  );
}

describe('the rooms of the code', () => {
  it('server: no import runs up from a lower room (entry > jobs > features > pipeline > lib > db)', () => {
    expect(upwardImports('apps/server/src', serverRooms, serverRoom)).toEqual([]);
  });

  it('web: no import runs up from a lower room (app > features > components and lib)', () => {
    expect(upwardImports('apps/web/src', webRooms, webRoom)).toEqual([]);
  });

  it('the product never imports a test rig', () => {
    const rigs = ['apps/server/src', 'apps/web/src', 'packages/domain/src'].flatMap((dir) =>
      sourceFiles(dir).flatMap((file) =>
        relativeImports(file)
          .filter((target) => /(^|\/)(test|e2e|bench)\//.test(target))
          .map((target) => `${file} imports ${target}`),
      ),
    );
    const domainRigs = ['apps/server/src', 'apps/web/src', 'packages/domain/src'].flatMap((dir) =>
      sourceFiles(dir).filter((file) =>
        readFileSync(path.join(repo, file), 'utf8').includes("from '@showdesk/domain/test/"),
      ),
    );
    expect([...rigs, ...domainRigs]).toEqual([]);
  });

  it('the domain package imports nothing from the apps', () => {
    const outward = sourceFiles('packages/domain/src').flatMap((file) =>
      relativeImports(file)
        .filter((target) => !target.startsWith('packages/domain/'))
        .map((target) => `${file} imports ${target}`),
    );
    expect(outward).toEqual([]);
  });
});
