import { recipientLanguage, sourceLocale } from '@showdesk/domain/common/locales';
import type { EmailTemplateKind } from '@showdesk/domain/messaging/email-templates';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { events } from '../../../db/schema/events.ts';
import { textsOfKind } from '../../platform/translations/store.ts';
import type { RenderedEmail, SystemLayout } from '../email/templates.ts';
import { defaultTemplatesIn } from './defaults.ts';
import type { EmailModels } from './models.ts';
import { listEmailTemplateRows } from './queries.ts';

type Deps = Pick<AppDeps, 'log' | 'reporter' | 'emailRenderer'>;

/** The emails of one event, ready to render per recipient. */
export interface EmailTemplateSet {
  /**
   * One recipient's email, in their language: the one they chose (`recipientLocale`, their
   * profile's) when the event has it, else the event's default language. The event's own
   * version of the kind is sent in its translation to that language where there is one (else,
   * and for any part the translation leaves out, as written); a kind the event did not change
   * is the built-in template in that language.
   */
  render<K extends EmailTemplateKind>(
    kind: K,
    layout: SystemLayout,
    model: EmailModels[K],
    recipientLocale?: string | null,
  ): Promise<RenderedEmail>;
  /** The language a recipient who chose `recipientLocale` reads the event's emails in. */
  languageOf(recipientLocale: string | null | undefined): string;
}

/**
 * The event's email templates, read in three queries: its own versions, their translations and
 * the event's languages; its own versions of the kinds it changed, the defaults (in each
 * recipient's language) for the rest. Load once per send (a bulk send: once for all its recipients)
 * and render per recipient, on the render threads. A changed template that fails for a real
 * recipient (a property a list item lacks, a time limit, a secret link out of place) is
 * logged and reported, the default is sent instead with the reason in `templateNote` (the email
 * log shows it), and the rest of this send uses the default for that kind: a template never
 * stops the change that sends the email, and a runaway one costs its time limit once.
 */
export async function loadEmailTemplates(
  db: DbOrTx,
  deps: Deps,
  eventId: string,
  /** Only the built-in templates, whatever the event changed (the security emails of an account that is not an accepted member of the event). */
  options: { defaultsOnly?: boolean } = {},
): Promise<EmailTemplateSet> {
  const overrides = options.defaultsOnly
    ? new Map()
    : new Map((await listEmailTemplateRows(db, eventId)).map((r) => [r.kind, r]));
  // One query at a time: a transaction is one connection.
  const translations = options.defaultsOnly
    ? new Map<string, Map<string, Record<string, string>>>()
    : await textsOfKind(db, eventId, 'email-templates');
  // The built-in templates too are in the recipient's language among the event's.
  const [languages] = await db
    .select({ languages: events.languages, defaultLanguage: events.defaultLanguage })
    .from(events)
    .where(eq(events.id, eventId));
  const failed = new Map<EmailTemplateKind, string>();
  const languageOf = (recipientLocale: string | null | undefined) =>
    languages ? recipientLanguage(recipientLocale, languages) : sourceLocale;
  return {
    languageOf,
    async render(kind, layout, model, recipientLocale) {
      const row = failed.has(kind) ? undefined : overrides.get(kind);
      const language = languageOf(recipientLocale);
      const translated =
        failed.has(kind) || language === languages?.defaultLanguage
          ? undefined
          : translations.get(kind)?.get(language);
      // The event's own version (or the organisers' translation of the default); the parts a
      // translation leaves out are the own version's, else the default's in this language.
      // Neither: the renderer sends the default in the layout's language.
      const own = row ?? (translated ? defaultTemplatesIn(language)[kind] : undefined);
      const override = own
        ? {
            subject: translated?.subject || own.subject,
            body: translated?.body || own.body,
          }
        : null;
      const { email, fallback } = await deps.emailRenderer.send(
        kind,
        override,
        { ...layout, language },
        { ...model },
      );
      if (fallback) {
        const note = `Sent with the built-in template: the event's template failed (${fallback.line ? `line ${fallback.line}, column ${fallback.column ?? 1}: ` : ''}${fallback.message})`;
        failed.set(kind, note);
        deps.log.error({ eventId, kind, problem: fallback }, 'email template failed; default sent');
        deps.reporter.capture(new Error(`Email template ${kind} failed: ${fallback.message}`), {
          eventId,
          kind,
        });
        return { ...email, templateNote: note };
      }
      const note = failed.get(kind);
      return note ? { ...email, templateNote: note } : email;
    },
  };
}
