import type { Permission } from '../people/permissions.ts';

// No zod here: the web app's route table (in its entry chunk) reads these without loading the
// schemas that navigation.ts's other imports define.

export interface AdminLink {
  label: string;
  path: string;
  permission: Permission;
  /** The area's own icon in the sidebar (a name `MenuIcon` draws). */
  icon?: string;
}

export interface AdminLinkGroup {
  title: string;
  links: AdminLink[];
}

/** The grouped link cards of the /admin landing page (spec section 2). */
export const adminLinkGroups: AdminLinkGroup[] = [
  {
    title: 'General settings',
    links: [
      { label: 'Branding', path: '/admin/settings/branding', permission: 'admin' },
      { label: 'Event', path: '/admin/settings/event', permission: 'admin' },
      { label: 'Sidebar', path: '/admin/settings/sidebar', permission: 'admin' },
      { label: 'Variables', path: '/admin/settings/variables', permission: 'admin' },
      { label: 'Onboarding', path: '/admin/settings/onboarding', permission: 'admin' },
      { label: 'Translations', path: '/admin/settings/translations', permission: 'moderator' },
    ],
  },
  {
    title: 'Dashboard',
    links: [
      { label: 'Edit dashboard header', path: '/admin/dashboard-header', permission: 'admin' },
      { label: 'Card layouts', path: '/admin/card-layouts', permission: 'admin' },
      { label: 'Featured', path: '/admin/settings/featured-pages', permission: 'admin' },
    ],
  },
  {
    title: 'Assets and downloads',
    links: [
      { label: 'Assets', path: '/admin/assets', permission: 'moderator', icon: 'photo' },
      { label: 'Downloads', path: '/admin/downloads', permission: 'moderator', icon: 'download' },
    ],
  },
  {
    title: 'Tasks',
    links: [
      { label: 'Tasks', path: '/admin/tasks', permission: 'moderator', icon: 'checklist' },
      {
        label: 'Task groups',
        path: '/admin/task-groups',
        permission: 'moderator',
        icon: 'list-details',
      },
    ],
  },
  {
    title: 'Content',
    links: [
      { label: 'Content', path: '/admin/content', permission: 'moderator', icon: 'file-text' },
    ],
  },
  {
    title: 'Forms',
    links: [
      { label: 'Forms', path: '/admin/forms', permission: 'moderator', icon: 'forms' },
      { label: 'Field groups', path: '/admin/field-groups', permission: 'admin', icon: 'forms' },
    ],
  },
  {
    title: 'Reports',
    links: [{ label: 'Reports', path: '/admin/reports', permission: 'admin' }],
  },
  {
    title: 'Activity',
    links: [{ label: 'Activity', path: '/admin/activity', permission: 'admin' }],
  },
  {
    title: 'Emails',
    links: [
      { label: 'Emails', path: '/admin/emails', permission: 'admin', icon: 'mail' },
      { label: 'Email templates', path: '/admin/email-templates', permission: 'admin' },
    ],
  },
  {
    title: 'Notifications',
    links: [
      { label: 'Notifications', path: '/admin/notifications', permission: 'admin', icon: 'bell' },
    ],
  },
  {
    title: 'Teams, users and custom fields',
    links: [
      { label: 'Teams', path: '/admin/teams', permission: 'moderator', icon: 'users-group' },
      { label: 'Import teams', path: '/admin/teams/import', permission: 'admin' },
      { label: 'Team types', path: '/admin/team-types', permission: 'admin' },
      { label: 'Users', path: '/admin/users', permission: 'moderator', icon: 'address-book' },
      { label: 'Custom fields', path: '/admin/custom-fields', permission: 'admin' },
      { label: 'Reorder custom fields', path: '/admin/custom-fields/reorder', permission: 'admin' },
    ],
  },
  {
    title: 'Suppliers',
    links: [
      {
        label: 'Suppliers',
        path: '/admin/suppliers',
        permission: 'moderator',
        icon: 'building-store',
      },
      {
        label: 'Supplier groups',
        path: '/admin/supplier-groups',
        permission: 'moderator',
        icon: 'building-warehouse',
      },
    ],
  },
  {
    title: 'Integrations',
    links: [
      { label: 'API tokens', path: '/admin/integrations/api-tokens', permission: 'admin' },
      { label: 'Event webhooks', path: '/admin/integrations/event-webhooks', permission: 'admin' },
    ],
  },
];
