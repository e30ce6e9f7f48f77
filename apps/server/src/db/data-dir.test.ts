import { chmod, lstat, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '../../test/crash/api-client.ts';
import { type ServerProcess, startServer } from '../../test/crash/server-process.ts';
import { pdfDocument } from '../../test/support/sample-files.ts';
import { prepareDataDir } from './data-dir.ts';

const modeOf = async (file: string) => (await lstat(file)).mode & 0o777;

/** Every folder and file under `root` with its permission bits, by path relative to it. */
async function modesUnder(root: string): Promise<Map<string, { kind: string; mode: number }>> {
  const modes = new Map<string, { kind: string; mode: number }>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const kind = entry.isDirectory() ? 'folder' : entry.isFile() ? 'file' : 'other';
    modes.set(path.relative(root, full), { kind, mode: await modeOf(full) });
  }
  return modes;
}

/** A logger that keeps what it is told to warn about. */
function warnings() {
  const lines: Array<{ fields: Record<string, unknown>; message: string }> = [];
  return {
    lines,
    warn: ((fields: Record<string, unknown>, message: string) => {
      lines.push({ fields, message });
    }) as never,
  };
}

describe('DATA_DIR is owner-only', () => {
  let parent: string;
  beforeAll(async () => {
    parent = await mkdtemp(path.join(os.tmpdir(), 'showdesk-data-dir-'));
  });
  afterAll(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it('creates a missing DATA_DIR 0700, and warns about a loose existing one without changing it', async () => {
    const fresh = path.join(parent, 'unit', 'new', 'data');
    const log = warnings();
    await prepareDataDir(fresh, log);
    expect(await modeOf(fresh)).toBe(0o700);
    expect(log.lines).toEqual([]);

    const loose = path.join(parent, 'unit', 'shared data');
    await mkdir(path.join(loose, 'files'), { recursive: true });
    await mkdir(path.join(loose, 'db'));
    await chmod(loose, 0o755);
    await chmod(path.join(loose, 'files'), 0o750);
    await chmod(path.join(loose, 'db'), 0o700);
    await prepareDataDir(loose, log);
    expect(log.lines).toEqual([
      {
        fields: { path: loose, mode: '0755' },
        message: expect.stringContaining(
          `${loose} is open to other users of this machine (mode 0755)`,
        ),
      },
      {
        fields: { path: path.join(loose, 'files'), mode: '0750' },
        message: expect.stringContaining(`chmod -R go-rwx '${path.join(loose, 'files')}'`),
      },
    ]);
    expect(log.lines[0]!.message).toContain(`chmod -R go-rwx '${loose}'`);
    // The operator's folders are told about, not changed.
    expect(await modeOf(loose)).toBe(0o755);
    expect(await modeOf(path.join(loose, 'files'))).toBe(0o750);
  });

  // A fresh start of the real server (initdb and the demo seed in processes of their own) can
  // take longer than a test's default 30 s on a busy 2-core machine; startServer itself waits
  // up to 60 s for health. The other crash tests allow as much.
  describe('the real server (npm start) on a fresh DATA_DIR', { timeout: 120_000 }, () => {
    let dataDir: string;
    let server: ServerProcess | undefined;
    beforeAll(() => {
      // The server inherits this test process's umask (usually 022): it must not rely on it.
      dataDir = path.join(parent, 'server', 'data');
    });
    afterAll(async () => {
      await server?.stop();
    });

    it('creates every folder 0700 and every file 0600: the database, the stored uploads, the lock', async () => {
      server = await startServer({ dataDir });
      const client = await adminClient(server.origin);
      const uploaded = await client.upload('/assets', 'floor-plan.pdf', pdfDocument);
      expect(uploaded.status).toBe(201);
      const assetId = (uploaded.body as { id: string }).id;

      for (const folder of [dataDir, path.join(dataDir, 'db'), path.join(dataDir, 'files')]) {
        expect(await modeOf(folder), folder).toBe(0o700);
      }
      // The stored upload, its content type beside it, and the folders on the way to them.
      const stored = path.join(dataDir, 'files', client.eventId, 'assets', assetId);
      const storedFiles = await readdir(stored);
      expect(storedFiles.length).toBeGreaterThan(0);
      for (const name of storedFiles) {
        expect(await modeOf(path.join(stored, name)), name).toBe(0o600);
        expect(
          await modeOf(
            path.join(dataDir, 'files', '.meta', client.eventId, 'assets', assetId, name),
          ),
        ).toBe(0o600);
      }
      expect(await modeOf(path.join(dataDir, 'files', client.eventId))).toBe(0o700);
      expect(await modeOf(path.join(dataDir, 'db', '.lock'))).toBe(0o600);
      expect(await modeOf(path.join(dataDir, 'control.sock'))).toBe(0o600);

      // And nothing anywhere in it is open to other users (PGlite's first start writes 0666).
      const modes = await modesUnder(dataDir);
      expect(modes.size).toBeGreaterThan(900);
      const open = [...modes].filter(([, { kind, mode }]) =>
        kind === 'folder' ? mode !== 0o700 : (mode & 0o077) !== 0,
      );
      expect(open).toEqual([]);
      expect(server.output.join('\n')).not.toContain('open to other users');
    });

    it('warns at the next start about a folder an operator opened, naming it and the fix, and leaves it', async () => {
      await server?.stop();
      await chmod(dataDir, 0o755);
      await chmod(path.join(dataDir, 'files'), 0o755);
      server = await startServer({ dataDir });
      const output = server.output.join('\n');
      for (const folder of [dataDir, path.join(dataDir, 'files')]) {
        expect(output).toContain(`${folder} is open to other users of this machine (mode 0755)`);
        expect(output).toContain(`chmod -R go-rwx ${folder}`);
      }
      expect(output).not.toContain(`${path.join(dataDir, 'db')} is open`);
      expect((await stat(dataDir)).mode & 0o777).toBe(0o755);
      // What the app writes from now on is still owner-only.
      const client = await adminClient(server.origin);
      const uploaded = await client.upload('/assets', 'second.pdf', pdfDocument);
      expect(uploaded.status).toBe(201);
      const stored = path.join(
        dataDir,
        'files',
        client.eventId,
        'assets',
        (uploaded.body as { id: string }).id,
      );
      expect(await modeOf(stored)).toBe(0o700);
      for (const name of await readdir(stored)) {
        expect(await modeOf(path.join(stored, name))).toBe(0o600);
      }
      // And the database's files written since this start.
      const open = [...(await modesUnder(path.join(dataDir, 'db')))].filter(([, { kind, mode }]) =>
        kind === 'folder' ? mode !== 0o700 : (mode & 0o077) !== 0,
      );
      expect(open).toEqual([]);
    });
  });
});
