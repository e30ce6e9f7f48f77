import http from 'node:http';
import autocannon from 'autocannon';

export interface LoadTarget {
  label: string;
  url: string;
  headers?: Record<string, string>;
  /** A write: the method and its JSON body, sent on every request (default GET, none). */
  method?: 'POST' | 'PUT';
  body?: unknown;
  /** The p99 target set for this endpoint, in ms, by database (shown beside the result). */
  p99TargetMs?: { postgres?: number; pglite?: number };
}

export interface LoadOptions {
  durationSeconds: number;
  connections: number;
  /** A first, unreported run that lets the JIT and the database caches settle. */
  warmupSeconds: number;
}

export interface LoadResult {
  label: string;
  p99TargetMs?: { postgres?: number; pglite?: number } | undefined;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** Database statements one request sends (query-counts.ts), when measured. */
  queries?: number | undefined;
}

/** Loads one URL with autocannon for a bounded time and returns its throughput and latency. */
export async function runLoad(target: LoadTarget, options: LoadOptions): Promise<LoadResult> {
  const write =
    target.body === undefined
      ? {}
      : { method: target.method ?? 'POST', body: JSON.stringify(target.body) };
  const base = {
    url: target.url,
    headers: {
      ...(target.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...target.headers,
    },
    connections: options.connections,
    ...write,
  };
  if (options.warmupSeconds > 0) await autocannon({ ...base, duration: options.warmupSeconds });
  const result = await autocannon({ ...base, duration: options.durationSeconds });
  return {
    label: target.label,
    p99TargetMs: target.p99TargetMs,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export interface SimpleResponse {
  status: number;
  setCookie: string[];
  body: string;
  headers: http.IncomingHttpHeaders;
}

export interface RequestOptions {
  /** The connections to use (e.g. one pool per simulated browser); `benchAgent` if unset. */
  agent?: http.Agent;
  /** Fail with an error when no complete answer came within this time. */
  timeoutMs?: number;
}

/**
 * The bench's default connections: kept alive, but without the global agent's 5 s socket
 * timeout (Node 20+), which ended requests that waited longer on a loaded machine and crashed
 * the run ("no answer within undefined ms"). A request bounds its wait with `timeoutMs`.
 */
const benchAgent = new http.Agent({ keepAlive: true });

/** One plain HTTP request (node:http lets us set the Host header that names the event). */
export function request(
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: unknown,
  options: RequestOptions = {},
): Promise<SimpleResponse> {
  // A Buffer goes as it is (e.g. a multipart body, its content type in `headers`); else JSON.
  const isRaw = Buffer.isBuffer(body);
  const payload = body === undefined ? undefined : isRaw ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent: options.agent ?? benchAgent,
        ...(options.timeoutMs ? { timeout: options.timeoutMs } : {}),
        headers: payload
          ? {
              ...(isRaw ? {} : { 'content-type': 'application/json' }),
              ...headers,
              'content-length': `${Buffer.byteLength(payload)}`,
            }
          : headers,
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            setCookie: res.headers['set-cookie'] ?? [],
            headers: res.headers,
            body: Buffer.concat(parts).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    // `timeout` only emits: end the request so it counts as failed instead of hanging.
    req.on('timeout', () => req.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
    req.end(payload);
  });
}

/** Turns Set-Cookie headers into a Cookie request header. */
export function cookieHeader(setCookie: string[]): string {
  return setCookie.map((c) => c.split(';')[0]).join('; ');
}
