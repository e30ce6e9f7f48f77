import type { ContentReader } from '@showdesk/domain/content/content';
import { taskProgressMessages } from '@showdesk/domain/tasks/task-progress';
import { taskMessages } from '@showdesk/domain/tasks/tasks';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import { loadReader } from '../../../plugins/caller-reader.ts';
import { getTeamIdOfUser } from '../../people/teams/queries.ts';

/**
 * Who asks: every use case of a member's task progress starts from the caller's team (whose
 * progress it reads and changes) and what the caller may read.
 */

export type Deps = Pick<AppDeps, 'db' | 'storage' | 'log' | 'reporter'>;

export const taskNotFound = () => AppError.notFound(taskMessages.taskNotFound);
const noTeam = () => AppError.forbidden(taskProgressMessages.noTeam);

/** The caller's team id (from the guard's context when it read it), or null. */
export async function teamIdOf(deps: Deps, ctx: EventContext): Promise<string | null> {
  if (ctx.team !== undefined) return ctx.team?.id ?? null;
  return getTeamIdOfUser(deps.db, ctx.eventId, ctx.userId);
}

export async function readerOf(deps: Deps, ctx: EventContext): Promise<ContentReader> {
  return loadReader(deps.db, ctx);
}

/**
 * The caller's team, and what they read, for a change of the team's progress: an organiser in
 * no team is told why (403), a member in no team sees no task at all (404).
 */
export async function teamForChange(
  deps: Deps,
  ctx: EventContext,
): Promise<{ teamId: string; reader: ContentReader }> {
  const [teamId, reader] = await Promise.all([teamIdOf(deps, ctx), readerOf(deps, ctx)]);
  if (!teamId) {
    // Tell an organiser why; a member in no team sees no task at all.
    if (reader.isOrganiser) throw noTeam();
    throw taskNotFound();
  }
  return { teamId, reader };
}
