import { availableParallelism } from 'node:os';
import type { EmailTemplateKind } from '@showdesk/domain/messaging/email-templates';
import { PoolTaskError, WorkerPool } from '../../../lib/worker-pool.ts';
import { TemplateError, type TemplateProblem } from '../email/template-error.ts';
import type { RenderedEmail, SystemLayout } from '../email/templates.ts';
import type { RenderAnswer, RenderTask, TemplateSource } from './render.ts';

/**
 * Where email templates render: worker threads, never the server's own thread, so a template
 * that loops for a second slows no request of any event. Two lanes of threads: one for real
 * emails (sends), one for the editor's checks, previews and test emails (sources nobody has
 * saved yet), so an admin trying a runaway template never delays another event's emails.
 * Each render has a hard time and memory limit that ends its thread (renderLimits).
 */
export interface EmailRenderer {
  /**
   * A real recipient's email: the event's version of the kind (`override`), or the default.
   * A version that fails for any reason (its own error, a secret link out of place, a limit)
   * is replaced by the default; `fallback` says why.
   */
  send(
    kind: EmailTemplateKind,
    override: TemplateSource | null,
    layout: SystemLayout,
    model: Record<string, unknown>,
  ): Promise<{ email: RenderedEmail; fallback: TemplateProblem | null }>;
  /**
   * A source rendered with the kind's sample data (the editor's save check, preview and test
   * email); a TemplateError names what is wrong. PoolTaskError 'busy' when too many wait.
   */
  sample(
    kind: EmailTemplateKind,
    source: TemplateSource,
    layout: SystemLayout,
  ): Promise<RenderedEmail>;
  /**
   * Subjects alone with their kinds' sample data, in one task on the editor's thread (the email
   * list: one render per page, whatever its length); null where one does not render.
   * PoolTaskError 'busy' when too many wait.
   */
  sampleSubjects(
    subjects: { kind: EmailTemplateKind; subject: string }[],
    layout: SystemLayout,
  ): Promise<(string | null)[]>;
  close(): Promise<void>;
}

/** Email lists remembered with their rendered subjects (one per event and set of subjects). */
const subjectsCacheSize = 200;

/** The hard limits of one render, enforced by ending its thread. */
export const renderLimits = {
  /** Milliseconds from when a thread starts a render (LiquidJS's own limit is lower). */
  timeoutMs: 1_000,
  /** The heap of one render thread, in MB. */
  maxOldGenerationSizeMb: 96,
  /** The editor's renders waiting for its thread; more previews are refused (429). Real emails always wait their turn. */
  maxSampleQueue: 64,
};

const workerFile = new URL('./render-worker.ts', import.meta.url);

function lane(size: number, maxQueue: number) {
  return new WorkerPool<RenderTask, RenderAnswer>({
    file: workerFile,
    size,
    timeoutMs: renderLimits.timeoutMs,
    maxQueue,
    resourceLimits: { maxOldGenerationSizeMb: renderLimits.maxOldGenerationSizeMb },
  });
}

/** An email's answer, or its template's error thrown. */
function emailOf(answer: RenderAnswer) {
  if ('problem' in answer) throw new TemplateError(answer.problem);
  if (!('email' in answer)) throw new Error('An email task answered something else');
  return answer;
}

/** What a thread ended by the pool says of the template. */
function problemOfPool(error: PoolTaskError): TemplateProblem {
  const message =
    error.reason === 'timeout'
      ? `The template took longer than ${renderLimits.timeoutMs / 1000} s to render`
      : error.reason === 'memory'
        ? 'The template used too much memory'
        : error.message;
  return { path: 'body', message };
}

/**
 * The renderer of a process. Threads: one for sends by default (on a small machine the server's
 * thread keeps a core), `sendThreads` on a larger one; two for the editor.
 */
export function createEmailRenderer(options: { sendThreads?: number } = {}): EmailRenderer {
  const sendThreads = options.sendThreads ?? Math.max(1, Math.min(4, availableParallelism() - 1));
  const sends = lane(sendThreads, Number.POSITIVE_INFINITY);
  // Two editor threads: a thread's next render waits for the server's thread to take its last
  // answer, so with one a burst of previews queued behind the server's busiest moments.
  const samples = lane(2, renderLimits.maxSampleQueue);
  // The list's rendered subjects depend on nothing but the subjects and the layout (the sample
  // data is fixed): the same page asked again renders nothing.
  const subjectsCache = new Map<string, (string | null)[]>();
  return {
    async send(kind, override, layout, model) {
      try {
        return emailOf(await sends.run({ op: 'send', kind, override, layout, model }));
      } catch (error) {
        // The event's version ended its thread: the default goes instead, rendered afresh.
        if (!override || !(error instanceof PoolTaskError) || error.reason === 'closed') {
          throw error;
        }
        const answer = emailOf(
          await sends.run({ op: 'send', kind, override: null, layout, model }),
        );
        return { email: answer.email, fallback: problemOfPool(error) };
      }
    },
    async sample(kind, source, layout) {
      let answer: RenderAnswer;
      try {
        answer = await samples.run({ op: 'sample', kind, source, layout });
      } catch (error) {
        if (
          error instanceof PoolTaskError &&
          error.reason !== 'busy' &&
          error.reason !== 'closed'
        ) {
          throw new TemplateError(problemOfPool(error));
        }
        throw error;
      }
      return emailOf(answer).email;
    },
    async sampleSubjects(subjects, layout) {
      const key = JSON.stringify([subjects, layout]);
      const cached = subjectsCache.get(key);
      if (cached) return cached;
      const answer = await samples.run({ op: 'subjects', subjects, layout });
      if (!('subjects' in answer)) throw new Error('A subjects task answered something else');
      if (subjectsCache.size >= subjectsCacheSize) {
        subjectsCache.delete(subjectsCache.keys().next().value as string);
      }
      subjectsCache.set(key, answer.subjects);
      return answer.subjects;
    },
    async close() {
      await Promise.all([sends.close(), samples.close()]);
    },
  };
}
