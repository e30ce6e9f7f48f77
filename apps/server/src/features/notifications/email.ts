import {
  escapeHtml,
  type RenderedEmail,
  renderEmail,
  richTextParagraphs,
  type SystemLayout,
} from '../email/templates.ts';

/** The outbox template name of an admin notification's email (spec calls 7.5). */
export const adminNotificationTemplate = 'adminNotification';

/** The spec's template model (calls 7.5: description, title, linkUrl) and the greeting's name. */
export interface AdminNotificationModel {
  firstName: string;
  title: string;
  /** Sanitised rich text. */
  description: string;
  /** Absolute URL from the event's public address. */
  linkUrl: string;
}

/**
 * The one place an admin notification's email is rendered: the editable templates (issue 15,
 * item 3) replace this body with the event's adminNotification template at merge.
 */
export function adminNotificationEmail(
  layout: SystemLayout,
  model: AdminNotificationModel,
): RenderedEmail {
  const greeting = `Hi ${model.firstName || 'there'},`;
  return renderEmail(layout, {
    subject: model.title,
    html: `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p><h2 style="font-size:18px;margin:0 0 12px">${escapeHtml(model.title)}</h2>${model.description}`,
    text: [greeting, model.title, ...richTextParagraphs(model.description)],
    action: { label: 'View in the portal', url: model.linkUrl },
  });
}
