import { messages } from '@showdesk/domain/common/errors';
import {
  platformMessages,
  type SetupInput,
  type SetupResult,
} from '@showdesk/domain/platform/platform';
import type { AppDeps } from '../../../app-deps.ts';
import { noteAction, withActor } from '../../../db/audit-actor.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { authAccounts, authUsers } from '../../../db/schema/auth.ts';
import { AppError } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import { getProfileByEmail, insertProfile } from '../../people/users/queries.ts';
import { forgetEvents } from '../events/event-cache.ts';
import { getFirstEvent, lockEventCreation } from '../events/queries.ts';
import { canonicalOrigin } from '../events/request-event.ts';
import { insertEventWithDefaults, newEventDefaults } from '../events/service.ts';
import { createEventInputOf } from '../service.ts';

type Deps = Pick<AppDeps, 'db' | 'auth' | 'config'>;

/** True while the installation has no event: the app then opens the first-run setup page. */
export async function isSetupRequired(db: DbOrTx): Promise<boolean> {
  return (await getFirstEvent(db)) === null;
}

/**
 * First-run setup: the platform admin (an account with a password, eventflowAdmin of the new
 * event) and the first event with the spec's defaults, in one transaction. Refused with 409 once
 * any event exists, so a second setup changes nothing. The caller checks the setup code (the
 * command line needs none: it runs on the machine). The platform's activity records the setup
 * as the new admin's (beside the event's creation and their grant, which its triggers write).
 */
export async function runSetup(deps: Deps, input: SetupInput): Promise<SetupResult> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await (await deps.auth.$context).password.hash(input.password);
  const event = await deps.db
    .transaction(async (tx) => {
      await lockEventCreation(tx);
      if (await getFirstEvent(tx)) throw AppError.conflict(platformMessages.setupDone);
      if (await getProfileByEmail(tx, email)) {
        throw AppError.conflict(messages.emailInUse, [
          { path: 'email', message: messages.emailInUse },
        ]);
      }
      const userId = newId();
      const name = `${input.firstName} ${input.surname}`;
      await tx.insert(authUsers).values({ id: userId, name, email, emailVerified: true });
      await tx.insert(authAccounts).values({
        id: newId(),
        accountId: userId,
        providerId: 'credential',
        userId,
        password: passwordHash,
      });
      await insertProfile(tx, {
        id: userId,
        firstName: input.firstName,
        surname: input.surname,
        email,
      });
      const created = await insertEventWithDefaults(
        tx,
        userId,
        createEventInputOf(input.event),
        'eventflowAdmin',
        newEventDefaults(deps.config),
      );
      await withActor({ actor: () => `person:${userId}` }, () =>
        noteAction(tx, {
          eventId: null,
          area: 'platform',
          kind: 'installation',
          id: 'setup',
          name: 'First-run setup',
          action: 'set_up',
          changes: { event: [null, created.event.name], admin: [null, email] },
        }),
      );
      return created.event;
    })
    .finally(forgetEvents);
  return { eventId: event.id, email, appUrl: canonicalOrigin(event, deps.config) };
}
