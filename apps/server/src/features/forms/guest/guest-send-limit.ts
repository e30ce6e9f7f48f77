import { guestSendLimits } from '@showdesk/domain/forms/forms';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { forms } from '../../../db/schema/forms.ts';
import { clientKeyOf } from './upload-quota.ts';

/**
 * The guest routes' request counts (@fastify/rate-limit, in each process's memory). A send is
 * counted per form and client address, up to the form's own setting (guestSendLimit: a kiosk
 * at the show registers its visitors from one address, an office sends through one); the
 * start and the uploads are counted per address, every form together, with room for the
 * form's sends (a page opened twice per send) so that a script is still held back. The bytes
 * guests upload are bounded apart, per address and per form an hour, in the database
 * (upload-quota.ts).
 */

type Params = { eventId?: string; formId?: string };

/** The form's send limit: its setting, or the default for a form that cannot be found. */
async function sendLimitOf(db: Database, request: FastifyRequest): Promise<number> {
  const { eventId, formId } = (request.params ?? {}) as Params;
  if (!eventId || !formId) return guestSendLimits.default;
  const [row] = await db
    .select({ limit: forms.guestSendLimit })
    .from(forms)
    .where(and(eq(forms.eventId, eventId), eq(forms.id, formId)));
  return row?.limit ?? guestSendLimits.default;
}

/** Least starts or uploads from one address in the window, whatever the form's setting. */
export const guestAddressFloor = 60;

export function guestRateLimits(db: Database) {
  const timeWindow = guestSendLimits.window;
  /** Per address: room for two page loads (or uploads) for each send the form allows. */
  const perAddress = {
    timeWindow,
    keyGenerator: (request: FastifyRequest) => clientKeyOf(request.ip),
    max: async (request: FastifyRequest) =>
      Math.max(guestAddressFloor, 2 * (await sendLimitOf(db, request))),
  };
  return {
    start: perAddress,
    upload: perAddress,
    submit: {
      timeWindow,
      keyGenerator: (request: FastifyRequest) => {
        const { eventId = '', formId = '' } = (request.params ?? {}) as Params;
        return `${eventId}|${formId}|${clientKeyOf(request.ip)}`;
      },
      max: (request: FastifyRequest) => sendLimitOf(db, request),
    },
  };
}
