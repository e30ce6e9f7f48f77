import http from 'node:http';
import { type LoadResult, request } from './http-load.ts';

/** A template that loops far past the render time limit (a runaway template probe). */
export const runawayTemplate = {
  subject: 'Hi',
  body: '<p>Hello</p>\n{% for i in (1..1000000) %}{{ i }}{% endfor %}',
};

export interface RunawayPreviews {
  /** Previews answered while the work ran. */
  answered: number;
  /** Of those, the ones refused with the template's line (400 'Body, line 2, …'). */
  withLine: number;
  /** Any other answers, by status (e.g. 429 when the editor's queue was full). */
  other: Record<string, number>;
}

/**
 * Keeps `parallel` previews of the runaway template in flight (each re-sent as soon as it is
 * answered) while `work` runs: an admin hammering the editor's preview with a template that
 * never ends. The previews render on the editor's thread; the work measures what everyone
 * else sees meanwhile.
 */
export async function whileRunawayPreviews(
  previewUrl: string,
  headers: Record<string, string>,
  parallel: number,
  work: () => Promise<LoadResult>,
): Promise<{ result: LoadResult; previews: RunawayPreviews }> {
  const previews: RunawayPreviews = { answered: 0, withLine: 0, other: {} };
  let running = true;
  // Their own connections, without the global agent's 5 s idle timeout: a preview queued
  // behind nine others on the editor's one thread waits about ten seconds for its answer.
  const agent = new http.Agent({ keepAlive: true, maxSockets: parallel });
  const loop = async () => {
    while (running) {
      const response = await request(
        'POST',
        previewUrl,
        { ...headers, 'content-type': 'application/json' },
        runawayTemplate,
        { agent, timeoutMs: 60_000 },
      );
      previews.answered++;
      if (response.status === 400 && response.body.includes('Body, line 2')) previews.withLine++;
      else previews.other[response.status] = (previews.other[response.status] ?? 0) + 1;
    }
  };
  const loops = Array.from({ length: parallel }, loop);
  // Let the previews fill the editor's thread before measuring.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  try {
    return { result: await work(), previews };
  } finally {
    running = false;
    await Promise.all(loops);
    agent.destroy();
  }
}
