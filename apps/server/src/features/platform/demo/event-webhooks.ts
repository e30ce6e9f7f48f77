import type { AppDeps, EventContext } from '../../../app-deps.ts';
import { addEventWebhook } from '../../integrations/event-webhooks/service.ts';

/**
 * One event webhook, switched off: a stand builder's planning system told of new teams and of
 * teams' progress on their tasks. The example address receives nothing, and a fresh demo sends
 * no request anywhere; its secret is not kept (rotate it, or send a test, to see the rest).
 */
export async function seedDemoEventWebhook(deps: AppDeps, admin: EventContext) {
  await addEventWebhook(deps, admin, {
    name: 'Stand builder planning',
    requestURL: 'https://example.com/showdesk-hooks',
    kinds: ['team.created', 'task.status_changed'],
    isActive: false,
  });
}
