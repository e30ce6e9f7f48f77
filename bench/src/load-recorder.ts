import { type RequestOptions, request, type SimpleResponse } from './http-load.ts';

export interface StepStats {
  label: string;
  /** Milliseconds of every request of the step, answered or not (a failure is slow too). */
  latencies: number[];
  /** Answers outside 2xx. */
  non2xx: number;
  /** No answer (connection refused or reset, timeout), or a step the client could not send. */
  errors: number;
}

export interface Failure {
  step: string;
  /** Seconds since the load started. */
  at: number;
  /** The HTTP status, or null when there was no answer. */
  status: number | null;
  detail: string;
}

/** How many failures are kept word for word; every one is counted whatever this says. */
const keptFailures = 20;

/**
 * Times and counts every request of the load by step. Nothing is dropped: each non-2xx answer
 * and each request without an answer is counted against its step, and the first few are kept
 * with their body so the report can show what the server said.
 */
export class LoadRecorder {
  readonly steps = new Map<string, StepStats>();
  readonly failures: Failure[] = [];
  private readonly started = performance.now();

  /** Registers the steps up front, so the table keeps the order of a visit. */
  constructor(labels: string[]) {
    for (const label of labels) this.stats(label);
  }

  private stats(label: string): StepStats {
    let stats = this.steps.get(label);
    if (!stats) {
      stats = { label, latencies: [], non2xx: 0, errors: 0 };
      this.steps.set(label, stats);
    }
    return stats;
  }

  /** Sends one request for `step`; resolves to the answer if it was 2xx, else null. */
  async call(
    step: string,
    method: string,
    url: string,
    headers: Record<string, string>,
    body: unknown,
    options: RequestOptions,
  ): Promise<SimpleResponse | null> {
    const stats = this.stats(step);
    const t0 = performance.now();
    try {
      const response = await request(method, url, headers, body, options);
      stats.latencies.push(performance.now() - t0);
      if (response.status >= 200 && response.status < 300) return response;
      stats.non2xx += 1;
      this.keep(step, response.status, response.body.slice(0, 300));
      return null;
    } catch (error) {
      stats.latencies.push(performance.now() - t0);
      stats.errors += 1;
      this.keep(step, null, error instanceof Error ? error.message : String(error));
      return null;
    }
  }

  /** A step the client could not even send as meant (e.g. the field it writes is missing). */
  fail(step: string, detail: string) {
    this.stats(step).errors += 1;
    this.keep(step, null, detail);
  }

  private keep(step: string, status: number | null, detail: string) {
    if (this.failures.length >= keptFailures) return;
    const at = (performance.now() - this.started) / 1000;
    this.failures.push({ step, at, status, detail });
  }

  get failureCount(): number {
    let n = 0;
    for (const s of this.steps.values()) n += s.non2xx + s.errors;
    return n;
  }
}

/** Nearest-rank percentile of unsorted samples, in whole milliseconds (0 when none). */
export function percentile(samples: number[], q: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return Math.round(sorted[rank]!);
}
