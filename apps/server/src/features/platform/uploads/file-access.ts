import type { Permission } from '@showdesk/domain/people/permissions';
import type { AppDeps } from '../../../app-deps.ts';
import type { StoredFileRow } from './queries.ts';

/** Who asks for a file: a member of the file's event, or a guest (not logged in or not a member). */
export type FileViewer = { userId: string; permissions: Permission } | null;

/**
 * Whether `viewer` may read `file`, by the rule of the record that owns it (an asset, a download,
 * a content section's PDF …). Registered by each feature for its owner type; a file whose owner
 * type has no rule is never served.
 */
export type FileAccessRule = (
  deps: AppDeps,
  file: StoredFileRow,
  viewer: FileViewer,
) => Promise<boolean>;

const rules = new Map<string, FileAccessRule>();

export function registerFileAccess(ownerType: string, rule: FileAccessRule) {
  rules.set(ownerType, rule);
}

export function fileAccessRule(ownerType: string): FileAccessRule | undefined {
  return rules.get(ownerType);
}

/** Anyone may read it: the login page shows the logo, public pages show asset images. */
export const anyone: FileAccessRule = async () => true;

registerFileAccess('asset', anyone);
registerFileAccess('branding', anyone);
