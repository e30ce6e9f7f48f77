import { createHmac, timingSafeEqual } from 'node:crypto';
import { guestMinimumFillMs, guestTokenLifetimeMs } from '@showdesk/domain/forms/filling';
import type { Database } from '../../../db/client.ts';
import { getOrCreateSecret } from '../../../lib/secrets.ts';

/**
 * A guest's ticket for one submission: `<issuedAt ms>.<HMAC>` over the event, form,
 * submission id and issue time, with a secret of this instance. Nothing is stored when it is
 * issued; whoever holds it may upload files for that submission and send it once, for a day.
 */

const clockSkewMs = 5 * 60 * 1000;
const secrets = new WeakMap<Database, Promise<string>>();

function secretOf(db: Database): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = getOrCreateSecret(db, 'guest-forms');
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

export interface GuestTicket {
  eventId: string;
  formId: string;
  submissionId: string;
}

const signatureOf = (secret: string, ticket: GuestTicket, issuedAt: number) =>
  createHmac('sha256', secret)
    .update([ticket.eventId, ticket.formId, ticket.submissionId, String(issuedAt)].join('\n'))
    .digest('base64url');

/** A token for the ticket, issued at `issuedAt` (now unless given: tests date one back). */
export async function issueGuestToken(
  db: Database,
  ticket: GuestTicket,
  issuedAt = Date.now(),
): Promise<string> {
  return `${issuedAt}.${signatureOf(await secretOf(db), ticket, issuedAt)}`;
}

export type TokenCheck = 'valid' | 'invalid' | 'tooFast';

/**
 * Whether a token is this ticket's and still good: signed here, at most a day old, and (for
 * a send) at least a few seconds old, as a person takes longer than that to fill in a form.
 */
export async function checkGuestToken(
  db: Database,
  ticket: GuestTicket,
  token: unknown,
  options: { forSend: boolean; now?: number },
): Promise<TokenCheck> {
  if (typeof token !== 'string' || token.length > 500) return 'invalid';
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return 'invalid';
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(signatureOf(await secretOf(db), ticket, issuedAt));
  const sent = Buffer.from(match[2]!);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return 'invalid';
  const age = (options.now ?? Date.now()) - issuedAt;
  // A little into the future is another process's clock; far into it is forged.
  if (age < -clockSkewMs || age > guestTokenLifetimeMs) return 'invalid';
  if (options.forSend && age < guestMinimumFillMs) return 'tooFast';
  return 'valid';
}
