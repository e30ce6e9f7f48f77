import { corePageIds, isCorePageId } from '@showdesk/domain/content/core-pages';
import type { Terminology } from '@showdesk/domain/platform/terminology';

const otherItems: Record<string, string> = {
  content: 'Content',
  team: 'My Team',
  myAccount: 'My Account',
  changePassword: 'Change Password',
  myEvents: 'My Events',
};

/** Every item a sidebar section can hold: the core pages and the fixed member screens. */
export const sidebarItemIds = [...corePageIds, ...Object.keys(otherItems)];

/** The label of a sidebar item in this event's words. */
export function sidebarItemLabel(id: string, terminology: Terminology): string {
  if (isCorePageId(id)) return terminology[id];
  return otherItems[id] ?? id;
}
