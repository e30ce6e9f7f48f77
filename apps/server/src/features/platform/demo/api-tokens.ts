import type { AppDeps, EventContext } from '../../../app-deps.ts';
import { createApiToken } from '../../integrations/tokens/service.ts';

/** The demo's API token's name: a badge printer reading the event (Admin → API tokens). */
export const demoApiTokenName = 'Badge printing (read-only)';

/**
 * One read-only API token of the demo event, as its admin would make it, so the API tokens
 * screen has something to show. Its value is made and forgotten (only its hash is kept): the
 * demo never prints it, and nobody can call with it.
 */
export async function seedDemoApiToken(deps: Pick<AppDeps, 'db'>, admin: EventContext) {
  await createApiToken(deps, admin, {
    name: demoApiTokenName,
    scopes: { people: 'read', content: 'read', settings: 'read' },
  });
}
