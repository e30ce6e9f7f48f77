import { emailTemplateInfo } from '@showdesk/domain/messaging/email-template-info';
import {
  emailTemplateKinds,
  isEmailTemplateKind,
} from '@showdesk/domain/messaging/email-templates';
import type { AppDeps } from '../../../app-deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import { getEvent } from '../../platform/events/queries.ts';
import { registerTranslatable, sourceText } from '../../platform/translations/registry.ts';
import { defaultTemplatesIn } from './defaults.ts';
import { listEmailTemplateRows } from './queries.ts';
import { layoutOf, renderSample } from './service.ts';

/**
 * Every kind of email, translated as the event sends it (its own version, else the default):
 * the subject and the Liquid body. A translation is checked as a template is before it is
 * saved: it must render with the kind's sample data, and a secret link may stand only where the
 * template may place one. A recipient reads it in their language (template-set.ts).
 */
async function templateRecords(deps: AppDeps, eventId: string) {
  const rows = new Map((await listEmailTemplateRows(deps.db, eventId)).map((r) => [r.kind, r]));
  // A kind the event did not change is translated from the default in its default language.
  const defaults = defaultTemplatesIn((await getEvent(deps.db, eventId))?.defaultLanguage);
  return emailTemplateKinds.map((kind) => {
    const own = rows.get(kind) ?? defaults[kind];
    return {
      recordId: kind,
      title: emailTemplateInfo[kind].name,
      texts: [
        ...sourceText('subject', 'subject', own.subject, { format: 'liquid' }),
        ...sourceText('body', 'body', own.body, { format: 'liquid' }),
      ],
    };
  });
}

registerTranslatable('email-templates', {
  permission: 'admin',
  list: templateRecords,
  get: async (deps, eventId, recordId) =>
    isEmailTemplateKind(recordId)
      ? ((await templateRecords(deps, eventId)).find((r) => r.recordId === recordId) ?? null)
      : null,
  check: async (deps, ctx, record, texts) => {
    if (!isEmailTemplateKind(record.recordId)) return;
    const own = (key: string) => record.texts.find((t) => t.key === key)?.text ?? '';
    try {
      await renderSample(
        deps,
        record.recordId,
        { subject: texts.subject ?? own('subject'), body: texts.body ?? own('body') },
        await layoutOf(deps, ctx.eventId),
      );
    } catch (error) {
      // The template editor's paths (body.subject, body.body) are this body's texts.
      if (error instanceof AppError && Array.isArray(error.details)) {
        throw new AppError(
          error.code,
          error.status,
          error.message,
          (error.details as { path: string }[]).map((d) => ({
            ...d,
            path: d.path.replace(/^body\./, 'body.texts.'),
          })),
        );
      }
      throw error;
    }
  },
});
