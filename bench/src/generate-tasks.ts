import type { AppDeps } from '@showdesk/server/src/app-deps.ts';
import { taskStatuses } from '@showdesk/server/src/db/schema/tasks.ts';
import { eq, sql } from 'drizzle-orm';

export interface GeneratedTasks {
  tasks: number;
  groups: number;
  statuses: number;
}

/**
 * Issue 13's large event: `tasks` tasks (every fourth limited to one team type, due dates
 * spread around today, a few needing approval), ten groups holding four fifths of them, and a
 * status row for every task and team (225,000 at 150 × 1,500): a third complete, one in ten
 * n/a, the rest open, each assigned to the team's first member. Written in a few set-based
 * statements, as a bulk load would.
 */
export async function generateTasks(
  deps: AppDeps,
  eventId: string,
  tasks = 150,
): Promise<GeneratedTasks> {
  const { db } = deps;
  await db.execute(sql`
    insert into tasks (event_id, id, title, type, due_date, team_type_ids, is_approval_needed,
      description)
    select ${eventId}, 'bench-task-' || lpad(n::text, 4, '0'), 'Task ' || n,
      (array['task','upload','form','disclaimer','externalForm','tbc'])[1 + n % 6],
      case when n % 10 = 0 then null else current_date + ((n % 90) - 20) end,
      case when n % 4 = 1 then coalesce((select array[min(id)] from team_types
        where event_id = ${eventId}), '{}') else '{}' end,
      n % 7 = 0, '<p>What to do, and by when.</p>'
    from generate_series(1, ${tasks}) as n`);
  // Disclaimer, form and externalForm tasks need what their type needs.
  await db.execute(sql`update tasks set disclaimer = 'I agree.' where event_id = ${eventId}
    and type = 'disclaimer'`);
  await db.execute(sql`update tasks set external_link = 'https://example.com/form'
    where event_id = ${eventId} and type in ('externalForm', 'form')`);
  await db.execute(sql`update tasks set type = 'externalForm' where event_id = ${eventId}
    and type = 'form'`);
  const groups = 10;
  const perGroup = Math.floor((tasks * 0.8) / groups);
  await db.execute(sql`
    insert into task_groups (event_id, id, title, task_ids)
    select ${eventId}, 'bench-group-' || g, 'Group ' || g,
      array(select 'bench-task-' || lpad(n::text, 4, '0')
        from generate_series((g - 1) * ${perGroup} + 1, g * ${perGroup}) as n)
    from generate_series(1, ${groups}) as g`);
  await db.execute(sql`
    insert into task_statuses (event_id, task_id, team_id, is_complete, is_not_applicable,
      assigned_to, updated_by)
    select ${eventId}, t.id, tm.id,
      abs(hashtext(t.id || tm.id)) % 3 = 0,
      abs(hashtext(t.id || tm.id)) % 10 = 1,
      case when tm.owner_id is null then '{}' else array[tm.owner_id] end,
      tm.owner_id
    from tasks t cross join teams tm
    where t.event_id = ${eventId} and tm.event_id = ${eventId}`);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(taskStatuses)
    .where(eq(taskStatuses.eventId, eventId));
  return { tasks, groups, statuses: Number(row?.count ?? 0) };
}
