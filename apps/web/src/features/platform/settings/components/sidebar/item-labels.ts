import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { corePageIds, isCorePageId } from '@showdesk/domain/content/core-pages';
import type { Terminology } from '@showdesk/domain/platform/terminology';
import { i18n } from '../../../../../i18n/i18n.ts';

const otherItems: Record<string, MessageDescriptor> = {
  content: msg`Content`,
  team: msg`My Team`,
  myAccount: msg`My Account`,
  changePassword: msg`Change Password`,
  myEvents: msg`My Events`,
};

/** Every item a sidebar section can hold: the core pages and the fixed member screens. */
export const sidebarItemIds = [...corePageIds, ...Object.keys(otherItems)];

/** The label of a sidebar item in this event's words. */
export function sidebarItemLabel(id: string, terminology: Terminology): string {
  if (isCorePageId(id)) return terminology[id];
  const item = otherItems[id];
  return item ? i18n._(item) : id;
}
