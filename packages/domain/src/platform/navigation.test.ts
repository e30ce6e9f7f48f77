import { describe, expect, it } from 'vitest';
import { defaultCorePages } from '../content/core-pages.ts';
import { adminLinkGroupsFor, buildMenu, quickLinks, requiredPermissionFor } from './navigation.ts';
import type { SidebarSection } from './sidebar.ts';
import { defaultTerminology } from './terminology.ts';

describe('requiredPermissionFor', () => {
  it('needs admin for the landing page and settings', () => {
    expect(requiredPermissionFor('/admin')).toBe('admin');
    expect(requiredPermissionFor('/admin/settings/branding')).toBe('admin');
    expect(requiredPermissionFor('/admin/teams/import/')).toBe('admin');
    expect(requiredPermissionFor('/admin/forms/f1/webhooks/add')).toBe('admin');
  });
  it('lets moderators manage content, teams and users', () => {
    expect(requiredPermissionFor('/admin/content/abc/settings')).toBe('moderator');
    expect(requiredPermissionFor('/admin/teams/t1/edit-team')).toBe('moderator');
    expect(requiredPermissionFor('/admin/users')).toBe('moderator');
    expect(requiredPermissionFor('/admin/forms/f1/submissions')).toBe('moderator');
    // Translating records is the records' own level; the other settings stay the admins'.
    expect(requiredPermissionFor('/admin/settings/translations')).toBe('moderator');
    expect(requiredPermissionFor('/admin/settings/translations/tasks/t1')).toBe('moderator');
    expect(requiredPermissionFor('/admin/settings/translationsx')).toBe('admin');
  });
  it('needs nothing outside /admin', () => {
    expect(requiredPermissionFor('/')).toBeNull();
    expect(requiredPermissionFor('/administrator')).toBeNull();
  });
});

describe('buildMenu', () => {
  const base = { hasTeam: true, terminology: defaultTerminology, corePages: defaultCorePages };

  it('hides unpublished core pages such as the time table', () => {
    const labels = buildMenu({ ...base, permissions: 'user' }).flatMap((s) =>
      s.items.map((i) => i.label),
    );
    expect(labels).toContain('Tasks');
    expect(labels).not.toContain('Time Table');
    expect(labels).toContain('My Team');
  });
  it('uses the event terminology', () => {
    const menu = buildMenu({
      ...base,
      permissions: 'user',
      terminology: { ...defaultTerminology, tasks: 'Actions' },
    });
    expect(menu[0]?.items.map((i) => i.label)).toContain('Actions');
  });
  it('gives organisers their tools, and the admin landing only to admins', () => {
    const sectionIds = (p: 'user' | 'moderator' | 'admin') =>
      buildMenu({ ...base, permissions: p }).map((s) => s.id);
    expect(sectionIds('user')).not.toContain('organiser');
    const moderator = buildMenu({ ...base, permissions: 'moderator' }).find(
      (s) => s.id === 'organiser',
    );
    expect(moderator?.items.map((i) => i.path)).not.toContain('/admin');
    expect(moderator?.items.map((i) => i.path)).toContain('/admin/content');
    const admin = buildMenu({ ...base, permissions: 'admin' }).find((s) => s.id === 'organiser');
    expect(admin?.items.map((i) => i.path)).toContain('/admin');
  });
});

describe('buildMenu with stored sidebar sections', () => {
  const base = {
    hasTeam: false,
    permissions: 'user' as const,
    terminology: defaultTerminology,
    corePages: defaultCorePages,
  };
  const sections: SidebarSection[] = [
    {
      id: 'later',
      heading: 'Later',
      itemIds: ['notifications', 'timeTable'],
      index: 1,
      isCollapsable: true,
    },
    {
      id: 'first',
      heading: 'Start here',
      itemIds: ['tasks', 'no-such-page', 'dashboard'],
      index: 0,
      isCollapsable: false,
    },
  ];

  it('builds the sections in index order with the items in their stored order', () => {
    const menu = buildMenu({ ...base, sidebarSections: sections });
    expect(menu.map((s) => s.heading)).toEqual(['Start here', 'Later', 'Account']);
    expect(menu[0]?.items.map((i) => i.id)).toEqual(['tasks', 'dashboard']);
    expect(menu[1]).toMatchObject({ isCollapsable: true });
  });

  it('hides an unpublished core page and drops a section left empty', () => {
    const corePages = defaultCorePages.map((p) =>
      p.id === 'notifications' ? { ...p, isPublished: false } : p,
    );
    const menu = buildMenu({ ...base, corePages, sidebarSections: sections });
    expect(menu.map((s) => s.id)).toEqual(['first', 'account']);
    const published = buildMenu({
      ...base,
      corePages: defaultCorePages.map((p) => ({ ...p, isPublished: true })),
      sidebarSections: sections,
    });
    expect(published[1]?.items.map((i) => i.label)).toEqual(['Notifications', 'Time Table']);
  });

  it('keeps the account items reachable when no section places them', () => {
    const menu = buildMenu({ ...base, hasTeam: true, sidebarSections: sections });
    expect(menu.find((s) => s.id === 'account')?.items.map((i) => i.id)).toEqual([
      'team',
      'myAccount',
      'changePassword',
      'myEvents',
    ]);
    const placed = buildMenu({
      ...base,
      sidebarSections: [{ ...sections[1]!, itemIds: ['myAccount', 'tasks'] }],
    });
    expect(placed[0]?.items.map((i) => i.id)).toEqual(['myAccount', 'tasks']);
    expect(placed.find((s) => s.id === 'account')?.items.map((i) => i.id)).toEqual([
      'changePassword',
      'myEvents',
    ]);
  });

  it('uses the default sections when none are stored', () => {
    expect(buildMenu({ ...base, sidebarSections: [] })).toEqual(buildMenu(base));
  });
});

describe('quickLinks', () => {
  it('hides admin-only shortcuts from moderators', () => {
    const paths = quickLinks('moderator', defaultTerminology).map((l) => l.path);
    expect(paths).toContain('/admin/teams');
    expect(paths).not.toContain('/admin');
    expect(paths).not.toContain('/admin/settings/branding');
  });
});

describe('organiser areas and quick links', () => {
  const base = { hasTeam: true, terminology: defaultTerminology, corePages: defaultCorePages };
  it('gives each organiser area its own icon', () => {
    const organiser = buildMenu({ ...base, permissions: 'admin' }).find(
      (s) => s.id === 'organiser',
    );
    const icons = organiser?.items.map((i) => i.icon) ?? [];
    expect(icons.length).toBeGreaterThan(5);
    expect(new Set(icons).size).toBe(icons.length);
  });
  it('names organiser areas and landing cards in the event terms', () => {
    const terminology = { ...defaultTerminology, tasks: 'Actions' };
    const organiser = buildMenu({ ...base, permissions: 'admin', terminology }).find(
      (s) => s.id === 'organiser',
    );
    expect(organiser?.items.map((i) => i.label)).toContain('Actions');
    expect(organiser?.items.map((i) => i.label)).toContain('Action groups');
    const groups = adminLinkGroupsFor(terminology);
    expect(groups.map((g) => g.title)).toContain('Actions');
    expect(groups.map((g) => g.title)).not.toContain('Tasks');
  });
  it('leaves out the link to the page the member is on', () => {
    const here = quickLinks('admin', defaultTerminology, '/').map((l) => l.path);
    expect(here).not.toContain('/');
    expect(here).toContain('/admin');
    expect(quickLinks('admin', defaultTerminology, '/admin/').map((l) => l.path)).not.toContain(
      '/admin',
    );
  });
});
