import { type EmailTemplateKind, emailTemplateInfo } from '@showdesk/domain/email-templates';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type CompiledEmail, compileEmail, renderCompiledEmail } from '../email/liquid.ts';
import type { RenderedEmail, SystemLayout } from '../email/templates.ts';
import { defaultTemplates } from './defaults.ts';
import type { EmailModels } from './models.ts';
import { listEmailTemplateRows } from './queries.ts';

type Reporting = Pick<AppDeps, 'log' | 'reporter'>;

/** Parsed templates by kind and source: a bulk send parses each template once. */
const compiledCache = new Map<string, CompiledEmail>();
const cacheSize = 500;

export function compiledTemplate(
  kind: EmailTemplateKind,
  source: { subject: string; body: string },
): CompiledEmail {
  const key = `${kind}\u0000${source.subject}\u0000${source.body}`;
  let compiled = compiledCache.get(key);
  if (!compiled) {
    compiled = compileEmail(source, emailTemplateInfo[kind].variables);
    if (compiledCache.size >= cacheSize) compiledCache.delete(compiledCache.keys().next().value!);
    compiledCache.set(key, compiled);
  }
  return compiled;
}

/** The emails of one event, ready to render per recipient. */
export interface EmailTemplateSet {
  render<K extends EmailTemplateKind>(
    kind: K,
    layout: SystemLayout,
    model: EmailModels[K],
  ): RenderedEmail;
}

/**
 * Renders a kind with the given source, or throws a TemplateError (the editor's preview and
 * test send, and the set below).
 */
export function renderTemplate(
  kind: EmailTemplateKind,
  source: { subject: string; body: string },
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

/**
 * The event's email templates, read in one query: its own versions of the kinds it changed,
 * the defaults for the rest. Load once per send (a bulk send: once for all its recipients)
 * and render per recipient. A changed template that fails for a real recipient (a property a
 * list item lacks, a time limit) is logged and reported, and the default is sent instead: a
 * template never stops the change that sends the email.
 */
export async function loadEmailTemplates(
  db: DbOrTx,
  deps: Reporting,
  eventId: string,
): Promise<EmailTemplateSet> {
  const overrides = new Map((await listEmailTemplateRows(db, eventId)).map((r) => [r.kind, r]));
  return {
    render(kind, layout, model) {
      const override = overrides.get(kind);
      if (override) {
        try {
          return renderTemplate(kind, override, layout, { ...model });
        } catch (error) {
          deps.log.error({ err: error, eventId, kind }, 'email template failed; default sent');
          deps.reporter.capture(error, { eventId, kind });
        }
      }
      return renderTemplate(kind, defaultTemplates[kind], layout, { ...model });
    },
  };
}
