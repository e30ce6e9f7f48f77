import { issueGuestToken } from '../../src/features/forms/guest/token.ts';
import type { EventRow } from '../../src/features/platform/events/queries.ts';
import type { TestApp } from './harness.ts';

/**
 * A guest (no session) calling `event`'s guest form API on its host from `remoteAddress`: paths
 * are relative to /api/v1/events/:eventId/guest/forms.
 */
export function guestFormsAt(t: TestApp, event: EventRow, remoteAddress: string) {
  const call = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1/events/${event.id}/guest/forms/${path}`,
      headers: { host: event.hostnames[0]! },
      remoteAddress,
      ...(payload === undefined ? {} : { payload: payload as never }),
    });
  return {
    call,
    /**
     * Starts a submission of `formId` and sends it with `values`, under a token dated a minute
     * back (as a person filling the form in would hold it). Returns the answer to the send.
     */
    async send(formId: string, values: Record<string, unknown>) {
      const started = await call('POST', `${formId}/start`);
      const { submissionId } = started.json() as { submissionId: string };
      const ticket = { eventId: event.id, formId, submissionId };
      const token = await issueGuestToken(t.deps.db, ticket, Date.now() - 60_000);
      return call('POST', `${formId}/submissions`, { submissionId, token, values, website: '' });
    },
  };
}
