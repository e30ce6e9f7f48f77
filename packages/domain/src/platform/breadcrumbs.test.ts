import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs } from './breadcrumbs.ts';
import { defaultTerminology, titleCase } from './terminology.ts';

describe('buildBreadcrumbs', () => {
  it('starts with the dashboard term and follows the path', () => {
    expect(buildBreadcrumbs('/admin/settings/branding', defaultTerminology)).toEqual([
      { label: 'Dashboard', path: '/' },
      { label: 'Admin', path: '/admin' },
      { label: 'Settings', path: '/admin/settings' },
      { label: 'Branding', path: '/admin/settings/branding' },
    ]);
  });
  it('replaces default words with the event terminology', () => {
    const terminology = { ...defaultTerminology, dashboard: 'Home', tasks: 'Actions' };
    expect(buildBreadcrumbs('/tasks', terminology).map((c) => c.label)).toEqual([
      'Home',
      'Actions',
    ]);
    expect(buildBreadcrumbs('/time-table', terminology).map((c) => c.label)).toEqual([
      'Home',
      'Time Table',
    ]);
  });
  it('uses a given label for ids', () => {
    expect(
      buildBreadcrumbs('/content/abc', defaultTerminology, { abc: 'Stand Guide' }).at(-1),
    ).toEqual({
      label: 'Stand Guide',
      path: '/content/abc',
    });
  });
});

describe('titleCase', () => {
  it('capitalises each word', () => {
    expect(titleCase('add team member')).toBe('Add Team Member');
    expect(titleCase('my-account')).toBe('My-Account');
  });
});

describe('buildBreadcrumbs for records', () => {
  const id = 'e97d8b25-1106-4c1e-9a51-1f2b3c4d5e6f';
  it('never shows a raw id: a pending placeholder until the page names it', () => {
    expect(buildBreadcrumbs(`/admin/teams/${id}`, defaultTerminology).at(-1)).toEqual({
      label: '…',
      path: `/admin/teams/${id}`,
      isPending: true,
    });
  });
  it("keeps a record's name as typed", () => {
    const crumbs = buildBreadcrumbs(`/admin/teams/${id}`, defaultTerminology, { [id]: 'ACME ltd' });
    expect(crumbs.at(-1)?.label).toBe('ACME ltd');
  });
  it('puts the event terms into fixed words', () => {
    const terminology = { ...defaultTerminology, tasks: 'Actions' };
    expect(buildBreadcrumbs('/admin/task-groups', terminology).at(-1)?.label).toBe('Action Groups');
  });
});
