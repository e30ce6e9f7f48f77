import { emailTemplateInfo, sampleModel } from '@showdesk/domain/messaging/email-template-info';
import type { EmailTemplateKind } from '@showdesk/domain/messaging/email-templates';
import {
  type CompiledEmail,
  compileEmail,
  renderCompiledEmail,
  renderSubject,
} from '../email/liquid.ts';
import { TemplateError, type TemplateProblem } from '../email/template-error.ts';
import type { RenderedEmail, SystemLayout } from '../email/templates.ts';
import { defaultTemplatesIn } from './defaults.ts';

/**
 * Rendering an email from its template, as the render threads do it (renderer.ts sends the work
 * there; nothing here touches the database). Parsed templates are kept by source, so a bulk
 * send parses each template once per thread.
 */

export interface TemplateSource {
  subject: string;
  body: string;
}

const compiledCache = new Map<string, CompiledEmail>();
const cacheSize = 500;

export function compiledTemplate(kind: EmailTemplateKind, source: TemplateSource): CompiledEmail {
  const key = `${kind}\u0000${source.subject}\u0000${source.body}`;
  let compiled = compiledCache.get(key);
  if (!compiled) {
    compiled = compileEmail(source, emailTemplateInfo[kind].variables);
    if (compiledCache.size >= cacheSize) compiledCache.delete(compiledCache.keys().next().value!);
    compiledCache.set(key, compiled);
  }
  return compiled;
}

/** Renders a kind with the given source, or throws a TemplateError. */
export function renderTemplate(
  kind: EmailTemplateKind,
  source: TemplateSource,
  layout: SystemLayout,
  model: Record<string, unknown>,
): RenderedEmail {
  return renderCompiledEmail(
    compiledTemplate(kind, source),
    emailTemplateInfo[kind].variables,
    layout,
    { ...model, eventName: layout.eventName },
  );
}

/** One piece of work for a render thread. */
export type RenderTask =
  /**
   * A real recipient's email: the event's version of the kind, or the default in the layout's
   * language (the recipient's).
   */
  | {
      op: 'send';
      kind: EmailTemplateKind;
      override: TemplateSource | null;
      layout: SystemLayout;
      model: Record<string, unknown>;
    }
  /** A source with the kind's sample data: the editor's check, preview and test email. */
  | { op: 'sample'; kind: EmailTemplateKind; source: TemplateSource; layout: SystemLayout }
  /** Subjects alone with their kinds' sample data, all in one task: the email list's column. */
  | {
      op: 'subjects';
      subjects: { kind: EmailTemplateKind; subject: string }[];
      layout: SystemLayout;
    };

export type RenderAnswer =
  | { email: RenderedEmail; fallback: TemplateProblem | null }
  | { problem: TemplateProblem }
  /** Each subject rendered, or null where it does not render (the list then shows it raw). */
  | { subjects: (string | null)[] };

/** Each subject with its kind's sample data; one that fails is null, never the whole list. */
function sampleSubjects(
  subjects: { kind: EmailTemplateKind; subject: string }[],
  layout: SystemLayout,
): (string | null)[] {
  return subjects.map(({ kind, subject }) => {
    try {
      return renderSubject(subject, emailTemplateInfo[kind].variables, layout, {
        ...sampleModel(kind),
        eventName: layout.eventName,
      });
    } catch (error) {
      if (error instanceof TemplateError) return null;
      throw error;
    }
  });
}

/**
 * Does one task. A send whose event version fails (a property the model lacks, a limit, a
 * secret link out of place) is sent with the default in the layout's language, and says why in
 * `fallback`.
 */
export function runRenderTask(task: RenderTask): RenderAnswer {
  if (task.op === 'subjects') return { subjects: sampleSubjects(task.subjects, task.layout) };
  if (task.op === 'sample') {
    try {
      return {
        email: renderTemplate(task.kind, task.source, task.layout, sampleModel(task.kind)),
        fallback: null,
      };
    } catch (error) {
      if (error instanceof TemplateError) return { problem: error.problem };
      throw error;
    }
  }
  if (task.override) {
    try {
      return {
        email: renderTemplate(task.kind, task.override, task.layout, task.model),
        fallback: null,
      };
    } catch (error) {
      const problem =
        error instanceof TemplateError
          ? error.problem
          : {
              path: 'body' as const,
              message: error instanceof Error ? error.message : String(error),
            };
      return {
        email: renderTemplate(
          task.kind,
          defaultTemplatesIn(task.layout.language)[task.kind],
          task.layout,
          task.model,
        ),
        fallback: problem,
      };
    }
  }
  return {
    email: renderTemplate(
      task.kind,
      defaultTemplatesIn(task.layout.language)[task.kind],
      task.layout,
      task.model,
    ),
    fallback: null,
  };
}
