import pg from 'pg';
import type { Logger } from 'pino';

interface OwnConnectionOptions {
  databaseUrl: string;
  /** Shown in pg_stat_activity and in the log lines below. */
  name: string;
  log: Logger;
  /**
   * Runs on each new connection before it counts as up (LISTEN, a session lock, settings).
   * What it throws fails this attempt: the first one rejects, later ones retry.
   */
  setUp(client: pg.Client): Promise<void>;
  /** Called when the connection is up again after a loss (what it held may have been missed). */
  onReconnected?(): void;
  onNotification?(message: pg.Notification): void;
}

/**
 * A PostgreSQL connection of the process's own, outside the pool, for what lives as long as the
 * connection does: a LISTEN, a session advisory lock. When it drops it is opened again every two
 * seconds until it is back. Answers a function that closes it for good.
 */
export async function holdOwnConnection(
  options: OwnConnectionOptions,
): Promise<() => Promise<void>> {
  const { databaseUrl, name, log, setUp } = options;
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect() {
    const next = new pg.Client({
      connectionString: databaseUrl,
      keepAlive: true,
      application_name: name,
    });
    if (options.onNotification) next.on('notification', options.onNotification);
    next.on('error', (error) => {
      log.error({ err: error }, `${name}: connection lost; reconnecting`);
      void next.end().catch(() => {});
      if (client === next) client = null;
      scheduleReconnect();
    });
    await next.connect();
    try {
      await setUp(next);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
  }

  function scheduleReconnect() {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (stopped || client) return;
      connect().then(
        () => options.onReconnected?.(),
        (error: unknown) => {
          log.error({ err: error }, `${name}: reconnect failed; retrying`);
          scheduleReconnect();
        },
      );
    }, 2000);
    retry.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}
