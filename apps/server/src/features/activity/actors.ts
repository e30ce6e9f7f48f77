import type { ActivityActor } from '@showdesk/domain/activity/activity';
import { systemActorFilter } from '@showdesk/domain/activity/activity';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

type ActorRow = { id: string; type: ActivityActor['type']; name: string };

/**
 * Everyone who made a change in the event, each with the name of their latest entry, and the
 * system when it did: the Activity page's person filter. The distinct actors are found by
 * hopping along `audit_entries_actor_idx` from one actor to the next (one probe each), never
 * by reading every entry; then one probe each for the latest name.
 */
export async function listActors(db: DbOrTx, eventId: string): Promise<ActivityActor[]> {
  const result = (await db.execute(sql`
    with recursive actor_ids(actor_id) as (
      (select a.actor_id from audit_entries a
        where a.event_id = ${eventId} and a.actor_id is not null
        order by a.actor_id limit 1)
      union all
      select (select a.actor_id from audit_entries a
          where a.event_id = ${eventId} and a.actor_id > actor_ids.actor_id
          order by a.actor_id limit 1)
        from actor_ids where actor_ids.actor_id is not null
    )
    select i.actor_id as id, latest.actor_type as type, latest.actor_name as name
      from actor_ids i
      cross join lateral (
        select a.actor_type, a.actor_name from audit_entries a
          where a.event_id = ${eventId} and a.actor_id = i.actor_id
          order by a.id desc limit 1
      ) latest
      where i.actor_id is not null
    union all
    select ${systemActorFilter}, 'system', 'System'
      where exists (select 1 from audit_entries a where a.event_id = ${eventId} and a.actor_id is null)
  `)) as unknown as { rows: ActorRow[] };
  return result.rows.map((row) => ({
    id: row.id,
    type: row.type,
    name: row.name || (row.type === 'token' ? 'API token' : 'Unnamed person'),
  }));
}
