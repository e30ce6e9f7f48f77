import { escapeHtml, hiddenSecret } from './templates.ts';

/**
 * Any link parameter that acts for its holder. The email log hides it even when a template
 * forgot to mark its link as secret.
 */
const tokenParameter = /([?&](?:amp;|#38;)?(?:token|code|secret)=)[^&\s"'<>]+/gi;

/**
 * The body of an email as the email log may show it: every secret the template declared (in
 * its plain and HTML-escaped forms) replaced, and any token parameter hidden as well.
 */
export function redactSecrets(body: string, secrets: readonly string[] = []): string {
  let redacted = body;
  for (const secret of secrets) {
    if (!secret) continue;
    redacted = redacted.split(secret).join(hiddenSecret);
    redacted = redacted.split(escapeHtml(secret)).join(escapeHtml(hiddenSecret));
  }
  return redacted.replace(tokenParameter, '$1[hidden]');
}
