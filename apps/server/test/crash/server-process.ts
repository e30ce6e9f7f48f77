import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { childEnv } from '../support/child-env.ts';

/**
 * The real server (`src/server.ts`) in a child process, as `npm start` runs it, so that a test
 * can `kill -9` it mid-work and start it again on the same data. The child runs on the Node
 * that runs the tests (`process.execPath`: the project's Node 24 under `npx vitest`).
 */
export interface ServerProcess {
  origin: string;
  pid: number;
  /** Everything the server printed (stdout and stderr), line by line. */
  output: string[];
  /** Waits until a printed line matches. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** SIGKILL: no shutdown hook runs, exactly like a crash or an OOM kill. */
  kill9(): Promise<void>;
  /** SIGTERM and wait (the normal shutdown). */
  stop(): Promise<void>;
}

export interface ServerOptions {
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  s3?: {
    bucket: string;
    region: string;
    endpoint: string;
    accessKeyId: string;
    secretAccessKey: string;
  };
  env?: Record<string, string>;
}

const serverEntry = path.resolve(import.meta.dirname, '../../src/server.ts');

async function freePort(): Promise<number> {
  const probe = net.createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const s3 = options.s3;
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    env: {
      ...childEnv(),
      TMPDIR: os.tmpdir(), // where it keeps received uploads: the test looks there
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      DATABASE_POOL_SIZE: '4',
      SMTP_URL: options.smtpUrl ?? '',
      // One email in flight at a time: the scenarios hold one message's reply through a kill and
      // must know that no other message sits between its 250 and our commit (the re-send window).
      SMTP_MAX_CONNECTIONS: '1',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT_MAX: '1000',
      ...(s3
        ? {
            S3_BUCKET: s3.bucket,
            S3_REGION: s3.region,
            S3_ENDPOINT: s3.endpoint,
            S3_ACCESS_KEY_ID: s3.accessKeyId,
            S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
          }
        : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const listeners = new Set<() => void>();
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      output.push(...lines);
      for (const listener of listeners) listener();
    });
  }
  const exited = once(child, 'exit').catch(() => undefined);

  async function waitForOutput(pattern: RegExp, timeoutMs = 30_000): Promise<string> {
    const found = () => output.find((line) => pattern.test(line));
    const hit = found();
    if (hit) return hit;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`The server printed nothing matching ${pattern} in ${timeoutMs} ms`));
      }, timeoutMs);
      function check() {
        const line = found();
        if (!line) return;
        clearTimeout(timer);
        listeners.delete(check);
        resolve(line);
      }
      listeners.add(check);
    });
  }

  // A first start seeds the demo (about 20 s on a quiet machine); beside the rest of the
  // unit suite on two cores it has taken over a minute.
  const startSeconds = 150;
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with ${child.exitCode}:\n${output.join('\n')}`);
    }
    const health = await fetch(`${origin}/api/health`).catch(() => null);
    if (health?.status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `The server did not answer /api/health within ${startSeconds} s:\n${output.join('\n')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    origin,
    pid: child.pid!,
    output,
    waitForOutput,
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
