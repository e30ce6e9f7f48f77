import { isModerator } from '@showdesk/domain/people/permissions';
import { getTeamIdOfUser } from '../../people/teams/queries.ts';
import type { FileAccessRule } from '../../platform/uploads/file-access.ts';
import { teamOfTaskStatusOwner } from './queries.ts';

/** A team's uploads for a task: organisers (moderators and up) and the team's members only. */
export const canReadTaskStatusFile: FileAccessRule = async (deps, file, viewer) => {
  if (!viewer) return false;
  if (isModerator(viewer.permissions)) return true;
  const teamId = teamOfTaskStatusOwner(file.ownerId);
  if (!teamId) return false;
  return (await getTeamIdOfUser(deps.db, file.eventId, viewer.userId)) === teamId;
};
