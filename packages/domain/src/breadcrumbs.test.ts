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
