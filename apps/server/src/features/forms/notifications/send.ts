import {
  addressFromSubmission,
  type FormNotification,
  notificationSubject,
  pickFormNotifications,
  splitAddresses,
} from '@showdesk/domain/forms/form-notifications';
import { submissionMeetsRules } from '@showdesk/domain/forms/logic';
import type { AppDeps } from '../../../app-deps.ts';
import type { Tx } from '../../../db/client.ts';
import { queueEmail } from '../../messaging/email/outbox.ts';
import { type RenderedEmail, tableOf } from '../../messaging/email/templates.ts';
import { loadEmailTemplates } from '../../messaging/email-templates/template-set.ts';
import { getEvent } from '../../platform/events/queries.ts';
import { canonicalOrigin } from '../../platform/events/request-event.ts';
import { documentOrDefaults } from '../../platform/settings/documents.ts';
import { getSettingsData } from '../../platform/settings/queries.ts';
import type { FormBundle } from '../bundle.ts';
import type { SubmissionRow } from '../submissions/queries.ts';
import {
  claimTypedAddressEmail,
  listCustomFieldLabels,
  notificationRows,
  submissionPeople,
} from './queries.ts';
import { toFormNotification } from './records.ts';
import { submissionRows } from './submission-rows.ts';

export const formNotificationTemplate = 'formNotification' as const;

type Deps = Pick<AppDeps, 'jobs' | 'config' | 'log' | 'reporter' | 'emailRenderer'>;

type Rows = ReadonlyArray<readonly [string, string]>;

interface Recipient {
  address: string;
  userId: string | null;
}

/**
 * Queues the emails a sent submission causes (its form's notifications whose rules hold, else
 * each audience's default) in the submission's own transaction: they exist if and only if the
 * submission was sent, and the outbox delivers each once. A notification with no address to go
 * to (a guest's own copy, an empty address field) sends nothing. An address a guest typed (a
 * public form's email field) gets only the organiser's text (message, subject, form title; no
 * answers, no team, no link) and at most one email per event an hour; the rest are logged and
 * skipped, never an error to the guest.
 */
export async function queueFormNotifications(
  tx: Tx,
  deps: Deps,
  bundle: FormBundle,
  submission: SubmissionRow,
): Promise<number> {
  const { form } = bundle;
  if (form.notificationIds.length === 0) return 0;
  const { eventId } = submission;
  const notifications = (await notificationRows.list(tx, eventId, form.id)).map(toFormNotification);
  const picked = pickFormNotifications(notifications, (notification) =>
    submissionMeetsRules(form, form.fields, bundle.fieldGroups, submission.values, notification),
  );
  if (picked.length === 0) return 0;
  // One query at a time: a transaction is one connection.
  const event = await getEvent(tx, eventId);
  if (!event) return 0;
  const stored = await getSettingsData(tx, eventId, ['branding', 'variables']);
  const branding = documentOrDefaults(deps, eventId, 'branding', stored.get('branding'));
  const { currencyId } = documentOrDefaults(deps, eventId, 'variables', stored.get('variables'));
  const people = await submissionPeople(
    tx,
    eventId,
    submission.isGuest ? null : submission.createdBy,
    submission.teamId,
  );
  const origin = canonicalOrigin(event, deps.config);
  const layout = { eventName: event.name, navBgColor: branding.navBgColor };
  const templates = await loadEmailTemplates(tx, deps, eventId);
  const shown = picked.some((n) => n.showSubmission)
    ? submissionRows(bundle, submission.values as Record<string, unknown>, { currencyId, origin })
    : null;
  const customFields = picked.some((n) => n.showCustomFields)
    ? await listCustomFieldLabels(tx, eventId)
    : [];

  function recipientsOf(notification: FormNotification): Recipient[] {
    const person = (p: { userId: string; email: string } | null) =>
      p ? [{ address: p.email, userId: p.userId }] : [];
    switch (notification.sendToType) {
      case 'user':
        return person(people.submitter);
      case 'teamOwner':
        return person(people.owner);
      case 'custom':
        return splitAddresses(notification.sendTo).map((address) => ({
          address: address.toLowerCase(),
          userId: null,
        }));
      case 'field': {
        const address = addressFromSubmission(notification, submission.values);
        return address ? [{ address, userId: null }] : [];
      }
    }
  }

  function teamRows(notification: FormNotification): { title: string; rows: Rows } | null {
    if (!notification.showCustomFields || !people.team) return null;
    const values = (people.team.customFields ?? {}) as Record<string, unknown>;
    const rows = customFields
      .filter((field) => field.showField || notification.showHiddenCustomFields)
      .map((field) => [field.label, customFieldText(values[field.id])] as const);
    return { title: people.team.name, rows };
  }

  const submissionLink = (notification: FormNotification) => {
    const formId = encodeURIComponent(form.id);
    const id = encodeURIComponent(submission.id);
    if (notification.sendToType === 'custom')
      return new URL(`/admin/forms/${formId}/submissions/${id}/edit`, origin).toString();
    if (notification.sendToType === 'field' || submission.isGuest) return null;
    return new URL(`/forms/${formId}/submissions/${id}`, origin).toString();
  };

  let queued = 0;
  for (const notification of picked) {
    const recipients = [...new Map(recipientsOf(notification).map((r) => [r.address, r])).values()];
    if (recipients.length === 0) {
      deps.log.info(
        { eventId, formId: form.id, notificationId: notification.id, submissionId: submission.id },
        'form notification has no address to go to; not sent',
      );
      continue;
    }
    const team = teamRows(notification);
    const render = (withAnswers: boolean) =>
      // The message is rich text sanitised when it was saved; the tables are built escaped.
      templates.render(formNotificationTemplate, layout, {
        firstName: '',
        subject: notificationSubject(notification, form.title),
        formTitle: form.title,
        message: notification.message,
        submissionTable:
          withAnswers && notification.showSubmission && shown
            ? tableOf('Submission', shown).html
            : null,
        teamTable: withAnswers && team ? tableOf(team.title, team.rows).html : null,
        submissionUrl: withAnswers ? submissionLink(notification) : null,
      });
    const bcc = splitAddresses(notification.bccTo);
    const send = (to: string, rest: string[], userId: string | null, email: RenderedEmail) =>
      queueEmail(tx, deps.jobs, {
        eventId,
        template: formNotificationTemplate,
        to,
        from: deps.config.mailFrom,
        userId,
        replyTo: notification.replyTo || null,
        bcc: rest,
        email,
      });
    if (submission.isGuest && notification.sendToType === 'field') {
      // Anyone can send a public form, so the address a guest typed may be anyone's: it gets
      // the organiser's words only (nothing the guest wrote), at most once an hour. The
      // organiser's blind copies are the organiser's and go as they always have, on their own.
      const organiserOnly = await render(false);
      for (const recipient of recipients) {
        if (!(await claimTypedAddressEmail(tx, eventId, recipient.address))) {
          deps.log.info(
            {
              eventId,
              formId: form.id,
              notificationId: notification.id,
              submissionId: submission.id,
            },
            'form notification to an address a guest typed not sent: one went there within the hour',
          );
          continue;
        }
        await send(recipient.address, [], null, organiserOnly);
        queued++;
      }
      if (bcc.length > 0) {
        await send(bcc[0]!, bcc.slice(1), null, await render(true));
        queued++;
      }
      continue;
    }
    const email = await render(true);
    for (const [index, recipient] of recipients.entries()) {
      // The blind copies go once per notification, with its first message.
      await send(recipient.address, index === 0 ? bcc : [], recipient.userId, email);
      queued++;
    }
  }
  return queued;
}

function customFieldText(value: unknown): string {
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  if (value === null || value === undefined) return '';
  return String(value);
}
