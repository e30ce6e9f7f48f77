import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { type AllowedHosts, RefusedAddressError, resolveAllowed } from './outbound-address.ts';

/**
 * One HTTP request to an address an organiser chose (webhooks), guarded against SSRF: each hop's
 * host is resolved and checked (`resolveAllowed`), the connection goes to the checked address
 * (the socket's `lookup` answers it, so no second DNS query can swap it; TLS still verifies the
 * host name), redirects are followed by hand (at most 5, each checked the same way; a 303, or a
 * 301/302 of a POST, becomes a GET without body; Authorization is dropped when the origin
 * changes), the whole exchange has one deadline and the answer is read up to a cap.
 */

export interface OutboundRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

export interface OutboundResponse {
  statusCode: number;
  statusText: string;
  /** The answer's text, at most `maxResponseBytes` of it. */
  text: string;
}

export interface OutboundOptions {
  allowedHosts: AllowedHosts;
  timeoutMs?: number;
  maxRedirects?: number;
  maxResponseBytes?: number;
}

export const outboundDefaults = { timeoutMs: 10_000, maxRedirects: 5, maxResponseBytes: 64 * 1024 };

export class OutboundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutboundError';
  }
}

const redirects = new Set([301, 302, 303, 307, 308]);

/** A connection failure in words an organiser can act on (the code kept for the log's reader). */
function describeNetworkError(url: URL, error: Error & { code?: string }): string {
  const host = url.host;
  switch (error.code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `The address ${url.hostname} could not be found (${error.code})`;
    case 'ECONNREFUSED':
      return `${host} refused the connection: nothing is listening there (ECONNREFUSED)`;
    case 'ECONNRESET':
      return `${host} closed the connection without an answer (ECONNRESET)`;
    case 'ETIMEDOUT':
      return `${host} did not accept the connection in time (ETIMEDOUT)`;
    default:
      return error.message || String(error);
  }
}

export async function sendOutbound(
  request: OutboundRequest,
  options: OutboundOptions,
): Promise<OutboundResponse> {
  const timeoutMs = options.timeoutMs ?? outboundDefaults.timeoutMs;
  const maxRedirects = options.maxRedirects ?? outboundDefaults.maxRedirects;
  const maxBytes = options.maxResponseBytes ?? outboundDefaults.maxResponseBytes;
  const deadline = AbortSignal.timeout(timeoutMs);
  let current = { ...request, headers: { ...request.headers } };
  for (let hop = 0; ; hop += 1) {
    const url = new URL(current.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new OutboundError(`Only http and https addresses can be called (${url.protocol})`);
    }
    if (deadline.aborted) throw new OutboundError(`No answer within ${timeoutMs / 1000} s`);
    const target = await resolveAllowed(url, options.allowedHosts).catch((error: Error) => {
      if (error instanceof RefusedAddressError) throw error;
      throw new OutboundError(describeNetworkError(url, error));
    });
    const response = await exchange(url, current, target, deadline, maxBytes, timeoutMs);
    const location = response.location;
    if (!redirects.has(response.statusCode) || !location) return response;
    if (hop >= maxRedirects) throw new OutboundError(`More than ${maxRedirects} redirects`);
    const next = new URL(location, url);
    const toGet =
      response.statusCode === 303 ||
      ((response.statusCode === 301 || response.statusCode === 302) && current.method === 'POST');
    const headers = { ...current.headers };
    if (next.origin !== url.origin) delete headers.Authorization;
    if (toGet) delete headers['Content-Type'];
    current = {
      url: next.toString(),
      method: toGet ? 'GET' : current.method,
      headers,
      body: toGet ? undefined : current.body,
    };
  }
}

function exchange(
  url: URL,
  request: OutboundRequest,
  targets: { address: string; family: 4 | 6 }[],
  deadline: AbortSignal,
  maxBytes: number,
  timeoutMs: number,
): Promise<OutboundResponse & { location?: string }> {
  // The connection goes to the addresses checked above, whatever the name resolves to now.
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, targets);
    else callback(null, targets[0]!.address, targets[0]!.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: request.method,
        headers: {
          ...request.headers,
          ...(request.body === undefined
            ? {}
            : { 'Content-Length': String(Buffer.byteLength(request.body)) }),
        },
        lookup: pinned,
        signal: deadline,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          resolve({
            statusCode: res.statusCode ?? 0,
            statusText: res.statusMessage ?? '',
            text: Buffer.concat(chunks).toString('utf8'),
            location: res.headers.location,
          });
        };
        res.on('data', (chunk: Buffer) => {
          if (size >= maxBytes) return;
          const room = maxBytes - size;
          chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
          size += Math.min(chunk.length, room);
          // Enough read: the rest is not waited for.
          if (size >= maxBytes) {
            finish();
            res.destroy();
          }
        });
        res.on('end', finish);
        res.on('error', (error) => {
          if (size >= maxBytes) return;
          reject(error);
        });
      },
    );
    req.on('error', (error) => {
      if (error instanceof RefusedAddressError) reject(error);
      else if (deadline.aborted)
        reject(new OutboundError(`No answer within ${timeoutMs / 1000} s`));
      else reject(new OutboundError(describeNetworkError(url, error)));
    });
    if (request.body !== undefined) req.write(request.body);
    req.end();
  });
}
