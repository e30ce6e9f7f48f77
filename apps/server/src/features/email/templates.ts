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

/** The event's branded frame around an email's body (HTML). */
export function brandedHtml(layout: Layout, bodyHtml: string): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;background:#f4f5f7;padding:24px"><div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;overflow:hidden"><div style="background:${escapeHtml(layout.navBgColor)};color:#fff;padding:16px 24px;font-size:18px;font-weight:bold">${escapeHtml(layout.eventName)}</div><div style="padding:24px">${bodyHtml}</div></div></body></html>`;
}

/** A button to a link, and the link written out for mail apps that show no buttons. */
function buttonHtml(layout: Layout, action: { label: string; url: string }): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:${escapeHtml(layout.navBgColor)};color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#666">If the button does not work, paste this address into your browser:<br>${escapeHtml(action.url)}</p>`;
}

export interface EmailAction {
  label: string;
  url: string;
  /** The link carries a token that acts for the addressee (reset, set password, …). */
  isSecret?: boolean;
}

/** A system email in the event's branded layout: paragraphs and an optional button. */
export function renderSystemEmail(
  layout: Layout,
  subject: string,
  paragraphs: string[],
  action?: EmailAction,
): RenderedEmail {
  return renderEmail(layout, {
    subject,
    html: paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join(''),
    text: paragraphs,
    ...(action ? { action } : {}),
  });
}

/**
 * An email in the event's branded layout from its body as HTML (already safe: escaped or
 * sanitised) and the same body as plain-text paragraphs, with an optional button.
 */
export function renderEmail(
  layout: Layout,
  body: { subject: string; html: string; text: readonly string[]; action?: EmailAction },
): RenderedEmail {
  const { action } = body;
  const text = [
    ...body.text,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    `— ${layout.eventName}`,
  ].join('\n\n');
  const html = brandedHtml(layout, `${body.html}${action ? buttonHtml(layout, action) : ''}`);
  return { subject: body.subject, text, html, secrets: action?.isSecret ? [action.url] : [] };
}

/** Label and value rows as an HTML table and as text lines (`Label: value`). */
export function tableOf(title: string, rows: ReadonlyArray<readonly [string, string]>) {
  const cell = 'padding:6px 8px;border-bottom:1px solid #e5e7eb;vertical-align:top;text-align:left';
  const html = `<h3 style="font-size:15px;margin:24px 0 8px">${escapeHtml(title)}</h3><table style="border-collapse:collapse;width:100%;font-size:14px">${rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="${cell};font-weight:600;width:40%">${escapeHtml(label)}</th><td style="${cell};white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`;
  const text = [title, ...rows.map(([label, value]) => `${label}: ${value}`)].join('\n');
  return { html, text };
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * Sanitised rich text (the editor's tags only) as plain-text paragraphs: blocks and line breaks
 * become line ends, list items get a dash, links keep their address, tags go.
 */
export function richTextParagraphs(html: string): string[] {
  const text = html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gis, (_, href: string, label: string) =>
      label.replace(/<[^>]+>/g, '') === href ? href : `${label} (${href})`,
    )
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|ul|ol)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (match, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
      return entities[code.toLowerCase()] ?? match;
    });
  return text
    .split(/\n{2,}/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .join('\n')
        .trim(),
    )
    .filter((paragraph) => paragraph !== '');
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
    [
      `Hi ${input.firstName || 'there'},`,
      `The email address of your account was changed to ${input.newEmail}. From now on you log in with it.`,
      'If you did not make this change, reply to this email or contact the event team at once.',
    ],
    { label: 'Log in', url: input.url },
  );
}
