import { spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { request } from './http-load.ts';

export interface ServerProcess {
  origin: string;
  port: number;
  /** The server's own process id (it is spawned directly, not through a shell or npm). */
  pid: number;
  stop(): Promise<void>;
}

const serverEntry = fileURLToPath(import.meta.resolve('@showdesk/server/src/server.ts'));

async function freePort(): Promise<number> {
  const probe = net.createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

/**
 * Starts `apps/server/src/server.ts` in its own process, as `npm start` does, listening on
 * loopback only, so the load generator does not share the server's event loop.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, serverEntry], {
    env: { ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = once(child, 'exit').catch(() => undefined);
  // Generous: on the shared bench machine under load a start has taken over a minute.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    const health = await request('GET', `${origin}/api/health`).catch(() => null);
    if (health?.status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('The server did not answer /api/health within 180 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    port,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
