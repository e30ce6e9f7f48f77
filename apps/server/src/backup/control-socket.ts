import { chmod, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'pino';

/**
 * The running embedded installation's backup door: `<DATA_DIR>/control.sock`, a Unix socket
 * only the data folder's owner can open (mode 0600): whoever can open it could read the
 * database's files anyway. `npm run backup` asks here while the app runs, since the app holds
 * the database (its lock) and only it can dump it consistently.
 */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'control.sock');

/** Unix socket paths are limited to about 107 bytes. */
const maxSocketPath = 100;

export async function startControlSocket(input: {
  dataDir: string;
  pglite: PGlite;
  log: Logger;
}): Promise<{ close(): Promise<void> }> {
  const socketPath = controlSocketPath(input.dataDir);
  if (Buffer.byteLength(socketPath) > maxSocketPath) {
    input.log.warn(
      { socketPath },
      'DATA_DIR is too long a path for the backup socket: backups need the app stopped',
    );
    return { close: async () => {} };
  }
  let running = false;
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/backup') {
      response.writeHead(404).end();
      return;
    }
    if (running) {
      response.writeHead(409, { 'content-type': 'text/plain' }).end('A backup is already running');
      return;
    }
    running = true;
    response.writeHead(200, { 'content-type': 'application/gzip' });
    // tar loads with the first backup.
    import('./archive.ts')
      .then(({ writeBackup }) =>
        writeBackup({ pglite: input.pglite, dataDir: input.dataDir }, response),
      )
      .then((manifest) => input.log.info({ createdAt: manifest.createdAt }, 'backup written'))
      .catch((error: unknown) => {
        input.log.error({ err: error }, 'backup failed');
        // The client sees a cut-short archive (no gzip trailer) and says the backup failed.
        response.destroy(error as Error);
      })
      .finally(() => {
        running = false;
      });
  });
  // The data folder's lock is this process's: a socket file left there is a crashed run's.
  await rm(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Asks the running app for a backup through its socket and writes it to `out`. */
export function requestBackup(dataDir: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = http.get({ socketPath: controlSocketPath(dataDir), path: '/backup' }, resolve);
    request.on('error', reject);
  });
}
