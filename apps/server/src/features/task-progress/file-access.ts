import { isModerator } from '@showdesk/domain/permissions';
import { getTeamIdOfUser } from '../teams/queries.ts';
import { loadReader } from '../teams/reader.ts';
import type { FileAccessRule } from '../uploads/file-access.ts';
import { teamOfTaskStatusOwner } from './queries.ts';
import { isTaskVisibleTo } from './service.ts';

/** A team's uploads for a task: organisers (moderators and up) and the team's members only. */
export const canReadTaskStatusFile: FileAccessRule = async (deps, file, viewer) => {
  if (!viewer) return false;
  if (isModerator(viewer.permissions)) return true;
  const teamId = teamOfTaskStatusOwner(file.ownerId);
  if (!teamId) return false;
  return (await getTeamIdOfUser(deps.db, file.eventId, viewer.userId)) === teamId;
};

/** A task's attachments: organisers, and members who see the task (spec section 6). */
export const canReadTaskFile: FileAccessRule = async (deps, file, viewer) => {
  if (!viewer) return false;
  if (isModerator(viewer.permissions)) return true;
  const reader = await loadReader(deps.db, { eventId: file.eventId, ...viewer });
  return isTaskVisibleTo(deps.db, file.eventId, file.ownerId, reader);
};
