/** Built-in system emails. Organiser-editable templates arrive with the email templates issue. */

export type SystemTemplate =
  | 'verifyPasswordChange'
  | 'confirmPasswordChange'
  | 'verifyEmailChange'
  | 'confirmEmailChange';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /**
   * Values only the addressee may read (a reset, set-password or email-change link): the
   * outbox hides them from the email log and forgets them once the message is delivered.
   */
  secrets: string[];
}

/** What the email log shows in place of a secret link. */
export const hiddenSecret = '[link sent to the recipient only]';

export interface SystemLayout {
  eventName: string;
  navBgColor: string;
}
type Layout = SystemLayout;

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A system email in the event's branded layout: paragraphs and an optional button. */
export function renderSystemEmail(
  layout: Layout,
  subject: string,
  paragraphs: string[],
  action?: {
    label: string;
    url: string;
    /** The link carries a token that acts for the addressee (reset, set password, …). */
    isSecret?: boolean;
  },
): RenderedEmail {
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    `— ${layout.eventName}`,
  ].join('\n\n');
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:${escapeHtml(layout.navBgColor)};color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#666">If the button does not work, paste this address into your browser:<br>${escapeHtml(action.url)}</p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;background:#f4f5f7;padding:24px"><div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;overflow:hidden"><div style="background:${escapeHtml(layout.navBgColor)};color:#fff;padding:16px 24px;font-size:18px;font-weight:bold">${escapeHtml(layout.eventName)}</div><div style="padding:24px">${body}${button}</div></div></body></html>`;
  return { subject, text, html, secrets: action?.isSecret ? [action.url] : [] };
}

export function verifyPasswordChangeEmail(
  layout: Layout,
  input: { firstName: string; url: string },
) {
  return renderSystemEmail(
    layout,
    `Reset your ${layout.eventName} password`,
    [
      `Hi ${input.firstName || 'there'},`,
      'We received a request to reset your password. Follow the link below to choose a new one. The link works for 24 hours.',
      "If you didn't ask for this, you can ignore this email: your password stays the same.",
    ],
    { label: 'Reset password', url: input.url, isSecret: true },
  );
}

export function confirmPasswordChangeEmail(
  layout: Layout,
  input: { firstName: string; url: string },
) {
  return renderSystemEmail(
    layout,
    `Your ${layout.eventName} password was changed`,
    [
      `Hi ${input.firstName || 'there'},`,
      'Your password has just been changed. If this was not you, reset your password straight away and contact the event team.',
    ],
    { label: 'Log in', url: input.url },
  );
}

export function verifyEmailChangeEmail(
  layout: Layout,
  input: { firstName: string; url: string; newEmail: string },
) {
  return renderSystemEmail(
    layout,
    `Confirm your new ${layout.eventName} email address`,
    [
      `Hi ${input.firstName || 'there'},`,
      `Please confirm that you want to use ${input.newEmail} to log in. Until you confirm, your old address keeps working.`,
    ],
    { label: 'Confirm email address', url: input.url, isSecret: true },
  );
}

export function confirmEmailChangeEmail(
  layout: Layout,
  input: { firstName: string; url: string; newEmail: string },
) {
  return renderSystemEmail(
    layout,
    `Your ${layout.eventName} email address was changed`,
    [`Hi ${input.firstName || 'there'},`, `From now on you log in with ${input.newEmail}.`],
    { label: 'Log in', url: input.url },
  );
}
