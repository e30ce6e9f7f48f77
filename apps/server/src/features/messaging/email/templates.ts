import { namedEntities } from '../../../lib/html-entities.ts';

/**
 * What an email is, the event's branded layout around it, and HTML helpers. The emails
 * themselves are LiquidJS templates (liquid.ts; the defaults and each event's own versions in
 * features/email-templates).
 */

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /**
   * Values only the addressee may read (a reset, set-password or email-change link): the
   * outbox hides them from the email log and forgets them once the message is delivered.
   */
  secrets: string[];
  /** Why this email went out with the built-in template (shown in the email log). */
  templateNote?: string;
}

/** What the email log shows in place of a secret link. */
export const hiddenSecret = '[link sent to the recipient only]';

export interface SystemLayout {
  eventName: string;
  navBgColor: string;
  /**
   * The language of the email's built-in words: the default template when the event has none
   * of its own, a button's note (one of the app's languages; English when absent).
   */
  language?: string;
}
type Layout = SystemLayout;

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The event's branded frame around an email's body (HTML). */
export function brandedHtml(layout: Layout, bodyHtml: string): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;background:#f4f5f7;padding:24px"><div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;overflow:hidden"><div style="background:${escapeHtml(layout.navBgColor)};color:#fff;padding:16px 24px;font-size:18px;font-weight:bold">${escapeHtml(layout.eventName)}</div><div style="padding:24px">${bodyHtml}</div></div></body></html>`;
}

/**
 * Label and value rows as an HTML table, values escaped (the text part shows each row as
 * `Label: value`, see emailText in email-html.ts).
 */
export function tableOf(title: string, rows: ReadonlyArray<readonly [string, string]>) {
  const cell = 'padding:6px 8px;border-bottom:1px solid #e5e7eb;vertical-align:top;text-align:left';
  const html = `<h3 style="font-size:15px;margin:24px 0 8px">${escapeHtml(title)}</h3><table style="border-collapse:collapse;width:100%;font-size:14px">${rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="${cell};font-weight:600;width:40%">${escapeHtml(label)}</th><td style="${cell};white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`;
  return { html };
}

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
      return namedEntities[code.toLowerCase()] ?? match;
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
