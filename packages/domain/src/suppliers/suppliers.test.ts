import { describe, expect, it } from 'vitest';
import {
  createSupplierInputSchema,
  groupSuppliersForMembers,
  isSupplierVisible,
  supplierVisibilityIssues,
} from './suppliers.ts';

const supplier = (over: Partial<Parameters<typeof isSupplierVisible>[0]> = {}) => ({
  isArchived: false,
  showToTeamTypeIds: [] as string[],
  hideFromTeamTypeIds: [] as string[],
  ...over,
});
const reader = (teamTypeId: string | null, isOrganiser = false) => ({
  teamTypeId,
  isChildTeam: false,
  isOrganiser,
});

describe('isSupplierVisible', () => {
  it('shows a supplier with no limits to every team type and to teams of no type', () => {
    expect(isSupplierVisible(supplier(), reader('a'))).toBe(true);
    expect(isSupplierVisible(supplier(), reader(null))).toBe(true);
  });
  it('shows a supplier shown to some types only to those', () => {
    const s = supplier({ showToTeamTypeIds: ['a'] });
    expect(isSupplierVisible(s, reader('a'))).toBe(true);
    expect(isSupplierVisible(s, reader('b'))).toBe(false);
    expect(isSupplierVisible(s, reader(null))).toBe(false);
  });
  it('hides a supplier from the types it is hidden from', () => {
    const s = supplier({ hideFromTeamTypeIds: ['b'] });
    expect(isSupplierVisible(s, reader('a'))).toBe(true);
    expect(isSupplierVisible(s, reader('b'))).toBe(false);
  });
  it('never shows an archived supplier, and shows organisers every active one', () => {
    expect(isSupplierVisible(supplier({ isArchived: true }), reader(null, true))).toBe(false);
    expect(isSupplierVisible(supplier({ showToTeamTypeIds: ['a'] }), reader(null, true))).toBe(
      true,
    );
  });
});

describe('supplier input', () => {
  it('refuses a team type both shown and hidden at its place', () => {
    expect(
      supplierVisibilityIssues({ showToTeamTypeIds: ['a'], hideFromTeamTypeIds: ['b', 'a'] }),
    ).toEqual([
      { path: 'hideFromTeamTypeIds.1', message: 'A team type cannot be both shown and hidden' },
    ]);
  });
  it('validates the website and contact emails', () => {
    const result = createSupplierInputSchema.safeParse({
      company: 'A',
      website: 'acme',
      contacts: [{ firstName: 'A', surname: '', phone: '', email: 'nope', jobTitle: '' }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'website',
      'contacts.0.email',
    ]);
    expect(
      createSupplierInputSchema.safeParse({ company: 'A', website: 'https://acme.example' })
        .success,
    ).toBe(true);
  });
});

describe('groupSuppliersForMembers', () => {
  const s = (id: string, company: string, isFeatured = false) => ({ id, company, isFeatured });
  it('groups by group order, featured first, and puts the rest under Other suppliers', () => {
    const result = groupSuppliersForMembers(
      [
        { id: 'g1', title: 'AV', supplierIds: ['a', 'b', 'missing'] },
        { id: 'g2', title: 'Empty', supplierIds: ['hidden'] },
      ],
      [s('a', 'Alpha'), s('b', 'Beta', true), s('c', 'Zulu'), s('d', 'Delta', true)],
    );
    expect(result.map((g) => [g.title, g.suppliers.map((x) => x.id)])).toEqual([
      ['AV', ['b', 'a']],
      ['Other suppliers', ['d', 'c']],
    ]);
  });
});
