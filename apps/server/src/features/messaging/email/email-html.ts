import type { EmailVariable } from '@showdesk/domain/messaging/email-templates';
import { serverI18n } from '../../../lib/i18n.ts';
import { escapeHtml, richTextParagraphs } from './templates.ts';

// The HTML an email's body is built of beside the template's own (the model's safe values,
// buttons, inline styles), and the text part derived from it.

/** HTML that is safe to write as it is (sanitised rich text, or built here with escaping). */
export class SafeHtml {
  readonly html: string;
  constructor(html: string) {
    this.html = html;
  }
  toString() {
    return this.html;
  }
}

/**
 * A button to a link, and the link written out for mail apps that show no buttons. The text
 * part shows it once as `Label: address` (see emailText). The note beside it is in `language`
 * (the email's; English when absent).
 */
export function buttonHtml(colour: string, label: string, url: string, language?: string) {
  const i18n = serverI18n(language);
  const note = i18n._('If the button does not work, paste this address into your browser:');
  return new SafeHtml(
    `<p style="margin:24px 0"><a data-button href="${escapeHtml(url)}" style="background:${escapeHtml(colour)};color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p><p data-html-only style="font-size:12px;color:#666">${escapeHtml(note)}<br>${escapeHtml(url)}</p>`,
  );
}

const bareTagStyles: Record<string, string> = {
  p: 'margin:0 0 16px',
  ul: 'margin:0 0 16px;padding-left:20px',
  ol: 'margin:0 0 16px;padding-left:20px',
  li: 'margin:0 0 8px',
  h2: 'font-size:18px;margin:0 0 16px',
};

/** Inline styles for the plain tags a template writes (mail apps ignore style sheets). */
export const styled = (html: string) =>
  html.replace(/<(p|ul|ol|li|h2)>/g, (_, tag: string) => `<${tag} style="${bareTagStyles[tag]}">`);

/**
 * The text part of an email, from the HTML of its body: a button becomes `Label: address`
 * (its written-out copy is left out), table rows `Label: value` lines, then paragraphs as the
 * rich text conversion makes them.
 */
export function emailText(bodyHtml: string): string[] {
  const prepared = bodyHtml
    .replace(/<p data-html-only[^>]*>.*?<\/p>/gis, '')
    .replace(
      /<a data-button href="([^"]*)"[^>]*>(.*?)<\/a>/gis,
      (_, href: string, label: string) => `${label}: ${href}`,
    )
    .replace(/<\/th>\s*<td[^>]*>/gi, ': ')
    .replace(/<\/tr>/gi, '<br>')
    .replace(/<\/table>/gi, '</p>');
  return richTextParagraphs(prepared);
}

/**
 * The model as templates see it: declared rich text wrapped as SafeHtml, absent values null,
 * and no secret link at all (those only a button tag draws).
 */
export function scopeOf(variables: readonly EmailVariable[], model: Record<string, unknown>) {
  const scope: Record<string, unknown> = {};
  const secretLinks = new Map<string, string>();
  for (const variable of variables) {
    const value = model[variable.name] ?? null;
    if (variable.type === 'secretLink') {
      secretLinks.set(variable.name, typeof value === 'string' ? value : '');
      continue;
    }
    scope[variable.name] =
      variable.type === 'html' && typeof value === 'string'
        ? value
          ? new SafeHtml(value)
          : null
        : value;
  }
  return { scope, secretLinks };
}
