import type { CorePage, CorePageId } from '../content/core-pages.ts';
import { corePagePaths } from '../content/core-pages.ts';
import { hasPermission, type Permission } from '../people/permissions.ts';
import { type AdminLink, type AdminLinkGroup, adminLinkGroups } from './admin-links.ts';
import { defaultSidebarSections, type SidebarSection, sortSidebarSections } from './sidebar.ts';
import { type Terminology, withTerms } from './terminology.ts';

export { type AdminLink, type AdminLinkGroup, adminLinkGroups } from './admin-links.ts';

/** The landing page's groups in the event's words: "Tasks" → "Actions", "Task groups" → "Action groups". */
export function adminLinkGroupsFor(terminology: Terminology): AdminLinkGroup[] {
  return adminLinkGroups.map((group) => ({
    title: withTerms(group.title, terminology),
    links: group.links.map((link) => ({ ...link, label: withTerms(link.label, terminology) })),
  }));
}

/**
 * Permission needed for each admin area, most specific prefix first. The /admin landing page
 * itself needs admin (spec section 2); moderators work in the moderator areas directly.
 */
const adminAreaPermissions: Array<[prefix: string, permission: Permission]> = [
  ['/admin/platform', 'eventflowAdmin'],
  ['/admin/teams/import', 'admin'],
  // Translating content is moderator's work, like the content itself (its overview and editor).
  ['/admin/settings/translations', 'moderator'],
  ['/admin/settings', 'admin'],
  ['/admin/custom-fields', 'admin'],
  ['/admin/dashboard-header', 'admin'],
  ['/admin/card-layouts', 'admin'],
  ['/admin/emails', 'admin'],
  ['/admin/email-templates', 'admin'],
  ['/admin/field-groups', 'admin'],
  ['/admin/reports', 'admin'],
  ['/admin/team-types', 'admin'],
  ['/admin/notifications', 'admin'],
  ['/admin/assets', 'moderator'],
  ['/admin/content', 'moderator'],
  ['/admin/downloads', 'moderator'],
  ['/admin/forms', 'moderator'],
  ['/admin/suppliers', 'moderator'],
  ['/admin/supplier-groups', 'moderator'],
  ['/admin/tasks', 'moderator'],
  ['/admin/task-groups', 'moderator'],
  ['/admin/teams', 'moderator'],
  ['/admin/users', 'moderator'],
];

/** Webhooks live under a form but are admin-only. */
const webhookPath = /^\/admin\/forms\/[^/]+\/webhooks(?:\/|$)/;

/** The level an admin path requires; null for paths outside /admin. */
export function requiredPermissionFor(pathname: string): Permission | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path !== '/admin' && !path.startsWith('/admin/')) return null;
  if (webhookPath.test(path)) return 'admin';
  for (const [prefix, permission] of adminAreaPermissions) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return permission;
  }
  return 'admin';
}

export interface MenuItem {
  id: string;
  label: string;
  path: string;
  icon: string;
}

export interface MenuSection {
  id: string;
  heading: string;
  isCollapsable: boolean;
  items: MenuItem[];
}

export interface MenuContext {
  permissions: Permission;
  hasTeam: boolean;
  terminology: Terminology;
  corePages: CorePage[];
  /** The event's sidebar sections; the default sections when none are stored. */
  sidebarSections?: SidebarSection[];
}

/** Items every member can reach; they join an Account section when no section places them. */
const accountItemIds = ['team', 'myAccount', 'changePassword', 'myEvents'];

/** Everything this member's sidebar may show, by item id: published core pages and the rest. */
function availableItems(
  hasTeam: boolean,
  terminology: Terminology,
  corePages: CorePage[],
): Map<string, MenuItem> {
  const items: MenuItem[] = [
    ...corePages
      .filter((page) => page.isPublished)
      .map((page) => ({
        id: page.id,
        label: terminology[page.id as CorePageId],
        path: corePagePaths[page.id],
        icon: page.icon,
      })),
    { id: 'content', label: 'Content', path: '/content', icon: 'file-text' },
    ...(hasTeam ? [{ id: 'team', label: 'My Team', path: '/my-team', icon: 'users' }] : []),
    { id: 'myAccount', label: 'My Account', path: '/my-account', icon: 'user' },
    { id: 'changePassword', label: 'Change Password', path: '/my-account#password', icon: 'lock' },
    { id: 'myEvents', label: 'My Events', path: '/my-events', icon: 'calendar-event' },
  ];
  return new Map(items.map((item) => [item.id, item]));
}

/**
 * The sidebar menu for a member: the event's sidebar sections (or the default ones) holding the
 * published core pages, content and account items, and, for organisers, the admin areas their
 * level allows. An unpublished core page is never shown; empty sections are left out.
 */
export function buildMenu({
  permissions,
  hasTeam,
  terminology,
  corePages,
  sidebarSections,
}: MenuContext): MenuSection[] {
  const available = availableItems(hasTeam, terminology, corePages);
  const stored = sidebarSections?.length ? sidebarSections : defaultSidebarSections;
  const placed = new Set(stored.flatMap((section) => section.itemIds));
  const sections: MenuSection[] = sortSidebarSections(stored).map((section) => ({
    id: section.id,
    heading: section.heading,
    isCollapsable: section.isCollapsable,
    items: section.itemIds.flatMap((id) => available.get(id) ?? []),
  }));

  const missing = accountItemIds
    .filter((id) => !placed.has(id))
    .flatMap((id) => available.get(id) ?? []);
  if (missing.length > 0) {
    const account = sections.find((section) => section.id === 'account');
    if (account) account.items.push(...missing);
    else sections.push({ id: 'account', heading: 'Account', isCollapsable: true, items: missing });
  }
  const memberSections = sections.filter((section) => section.items.length > 0);

  if (hasPermission(permissions, 'moderator')) {
    const items: MenuItem[] = [];
    if (hasPermission(permissions, 'admin')) {
      items.push({ id: 'admin', label: 'Admin', path: '/admin', icon: 'settings' });
    }
    for (const group of adminLinkGroupsFor(terminology)) {
      for (const link of group.links) {
        const isAreaRoot = link.path.split('/').length === 3;
        if (
          isAreaRoot &&
          link.permission === 'moderator' &&
          !items.some((i) => i.path === link.path)
        ) {
          items.push({
            id: link.path,
            label: link.label,
            path: link.path,
            icon: link.icon ?? 'tool',
          });
        }
      }
    }
    memberSections.push({ id: 'organiser', heading: 'Organiser', isCollapsable: true, items });
  }
  return memberSections;
}

/**
 * Shortcuts of the 'Quick Links:' bar; admin-only ones are hidden from everyone else, and so is
 * the link to the page the member is on (`currentPath`).
 */
export function quickLinks(
  permissions: Permission,
  terminology: Terminology,
  currentPath?: string,
): AdminLink[] {
  const links: AdminLink[] = [
    { label: terminology.dashboard, path: '/', permission: 'user' },
    { label: 'My Account', path: '/my-account', permission: 'user' },
    { label: 'Admin', path: '/admin', permission: 'admin' },
    { label: 'Branding', path: '/admin/settings/branding', permission: 'admin' },
    { label: 'Teams', path: '/admin/teams', permission: 'moderator' },
    { label: 'Users', path: '/admin/users', permission: 'moderator' },
  ];
  const here = currentPath === undefined ? undefined : currentPath.replace(/(.)\/+$/, '$1');
  return links.filter((link) => hasPermission(permissions, link.permission) && link.path !== here);
}
