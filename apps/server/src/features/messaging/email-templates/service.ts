import { errorCodes, messages } from '@showdesk/domain/common/errors';
import { sourceLocale } from '@showdesk/domain/common/locales';
import { emailTemplateInfo } from '@showdesk/domain/messaging/email-template-info';
import {
  type EmailPreview,
  type EmailTemplate,
  type EmailTemplateInput,
  type EmailTemplateKind,
  type EmailTemplateListItem,
  emailTemplateKinds,
  emailTemplateMessages,
} from '@showdesk/domain/messaging/email-templates';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import { PoolTaskError } from '../../../lib/worker-pool.ts';
import { getProfile } from '../../people/users/queries.ts';
import { getEvent } from '../../platform/events/queries.ts';
import { getAppearance } from '../../platform/settings/appearance.ts';
import { deleteTranslations } from '../../platform/translations/store.ts';
import { queueEmail } from '../email/outbox.ts';
import { TemplateError } from '../email/template-error.ts';
import type { RenderedEmail, SystemLayout } from '../email/templates.ts';
import { defaultTemplatesIn } from './defaults.ts';
import {
  deleteEmailTemplate,
  type EmailTemplateRow,
  getEmailTemplateRow,
  listEmailTemplateRows,
  upsertEmailTemplate,
} from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'jobs' | 'config' | 'log' | 'reporter' | 'emailRenderer'>;

/** A kind's summary: the event's version, else the default in the event's default language. */
function summaryOf(kind: EmailTemplateKind, row: EmailTemplateRow | undefined, language: string) {
  const info = emailTemplateInfo[kind];
  return {
    id: kind,
    name: info.name,
    description: info.description,
    subject: row?.subject ?? defaultTemplatesIn(language)[kind].subject,
    isCustomised: Boolean(row),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/**
 * Every kind of email with its subject (the event's or the default), whether it changed, and
 * the subject rendered with the sample data. One query, and one task on the editor's render
 * thread for all the subjects; when that thread is too busy the subjects stay raw (null).
 */
export async function listEmailTemplates(
  deps: Deps,
  ctx: EventContext,
): Promise<EmailTemplateListItem[]> {
  const [rows, layout] = await Promise.all([
    listEmailTemplateRows(deps.db, ctx.eventId),
    layoutOf(deps, ctx.eventId),
  ]);
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  const summaries = emailTemplateKinds.map((kind) =>
    summaryOf(kind, byKind.get(kind), layout.language ?? sourceLocale),
  );
  const rendered = await deps.emailRenderer
    .sampleSubjects(
      summaries.map((summary) => ({ kind: summary.id, subject: summary.subject })),
      layout,
    )
    .catch((error: unknown) => {
      if (error instanceof PoolTaskError) return summaries.map(() => null);
      throw error;
    });
  return summaries.map((summary, index) => ({
    ...summary,
    sampleSubject: rendered[index] ?? null,
  }));
}

/**
 * One kind: its subject and body (the event's, or the default in the event's default language)
 * and the variables it offers.
 */
export async function getEmailTemplate(
  deps: Deps,
  ctx: EventContext,
  kind: EmailTemplateKind,
): Promise<EmailTemplate> {
  const row = (await getEmailTemplateRow(deps.db, ctx.eventId, kind)) ?? undefined;
  const event = await getEvent(deps.db, ctx.eventId);
  if (!event) throw AppError.notFound(messages.eventNotFound);
  return {
    ...summaryOf(kind, row, event.defaultLanguage),
    body: row?.body ?? defaultTemplatesIn(event.defaultLanguage)[kind].body,
    updatedBy: row?.updatedBy ?? null,
    variables: emailTemplateInfo[kind].variables,
  };
}

/**
 * The event's layout for the editor's samples, previews and test emails: their built-in words
 * in the event's default language, as the default template the editor shows.
 */
export async function layoutOf(deps: Deps, eventId: string): Promise<SystemLayout> {
  const event = await getEvent(deps.db, eventId);
  if (!event) throw AppError.notFound(messages.eventNotFound);
  const { branding } = await getAppearance(deps, eventId);
  return {
    eventName: event.name,
    navBgColor: branding.navBgColor,
    language: event.defaultLanguage,
  };
}

/**
 * The source rendered with the kind's sample data in the event's layout, on the editor's render
 * thread. A template that does not parse, uses an unknown variable, filter or tag, places a
 * secret link anywhere but its button, runs over the time or memory limit, or fails on the
 * samples is a 400 whose message names the part, line and column (details carry them for the
 * editor). Too many renders waiting is a 429.
 */
export async function renderSample(
  deps: Deps,
  kind: EmailTemplateKind,
  source: EmailTemplateInput,
  layout: SystemLayout,
): Promise<RenderedEmail> {
  try {
    return await deps.emailRenderer.sample(kind, source, layout);
  } catch (error) {
    if (error instanceof PoolTaskError && error.reason === 'busy') {
      throw new AppError(errorCodes.rateLimited, 429, emailTemplateMessages.busy);
    }
    if (error instanceof TemplateError) {
      const { problem } = error;
      const where = problem.line ? `Line ${problem.line}, column ${problem.column ?? 1}: ` : '';
      throw AppError.badRequest(error.message, [
        { ...problem, path: `body.${problem.path}`, message: `${where}${problem.message}` },
      ]);
    }
    throw error;
  }
}

/** Checks and saves the event's version of a kind; nothing is saved when it does not render. */
export async function saveEmailTemplate(
  deps: Deps,
  ctx: EventContext,
  kind: EmailTemplateKind,
  input: EmailTemplateInput,
): Promise<EmailTemplate> {
  await renderSample(deps, kind, input, await layoutOf(deps, ctx.eventId));
  await upsertEmailTemplate(deps.db, ctx.eventId, kind, input, ctx.userId);
  return getEmailTemplate(deps, ctx, kind);
}

/**
 * Reset to default: the event's version goes, with its translations (they translated the
 * event's text, not the default); the default applies again.
 */
export async function resetEmailTemplate(
  deps: Deps,
  ctx: EventContext,
  kind: EmailTemplateKind,
): Promise<EmailTemplate> {
  await deps.db.transaction(async (tx) => {
    await deleteEmailTemplate(tx, ctx.eventId, kind);
    await deleteTranslations(tx, ctx.eventId, 'email-templates', [kind]);
  });
  return getEmailTemplate(deps, ctx, kind);
}

/** A subject and body (saved or not) rendered with the sample data: the editor's live preview. */
export async function previewEmailTemplate(
  deps: Deps,
  ctx: EventContext,
  kind: EmailTemplateKind,
  input: EmailTemplateInput,
): Promise<EmailPreview> {
  const email = await renderSample(deps, kind, input, await layoutOf(deps, ctx.eventId));
  return { subject: email.subject, html: email.html, text: email.text };
}

/**
 * "Send a test to me": the subject and body in the editor, rendered with the sample data, go
 * to the caller's own address through the outbox (template recorded as the kind, subject
 * marked as a test). Sample links lead nowhere, so nothing secret is sent.
 */
export async function sendTestEmail(
  deps: Deps,
  ctx: EventContext,
  kind: EmailTemplateKind,
  input: EmailTemplateInput,
): Promise<{ to: string }> {
  const email = await renderSample(deps, kind, input, await layoutOf(deps, ctx.eventId));
  const profile = await getProfile(deps.db, ctx.userId);
  if (!profile) throw AppError.notFound(emailTemplateMessages.notFound);
  await deps.db.transaction(async (tx) => {
    await queueEmail(tx, deps.jobs, {
      eventId: ctx.eventId,
      template: kind,
      to: profile.email,
      from: deps.config.mailFrom,
      userId: ctx.userId,
      email: { ...email, subject: `[Test] ${email.subject}` },
    });
  });
  return { to: profile.email };
}
