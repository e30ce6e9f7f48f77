import { describe, expect, it } from 'vitest';
import { createCustomFieldInputSchema, reorderCustomFieldsInputSchema } from './custom-fields.ts';
import { createMyStandShareInputSchema } from './my-team.ts';
import {
  addTeamMemberInputSchema,
  createTeamInputSchema,
  updateTeamInputSchema,
} from './team-inputs.ts';
import { createTeamTypeInputSchema, updateTeamTypeInputSchema } from './team-types.ts';
import { deleteUserQuerySchema } from './users.ts';

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('createTeamInputSchema', () => {
  it('lower-cases the owner email and fills the defaults', () => {
    expect(
      createTeamInputSchema.parse({ name: ' Acme ', ownerEmail: ' Olivia@Acme.TEST ' }),
    ).toEqual({
      name: 'Acme',
      ownerEmail: 'olivia@acme.test',
      isOrganiser: false,
      teamTypeId: null,
      customFields: {},
    });
  });

  it('refuses a blank name, a bad email and unknown keys, with their paths', () => {
    const result = createTeamInputSchema.safeParse({ name: ' ', ownerEmail: 'nope', extra: 1 });
    expect(paths(result).sort()).toEqual(['', 'name', 'ownerEmail']);
  });

  it('has no organiser flag on a team owner’s stand share', () => {
    const result = createMyStandShareInputSchema.safeParse({
      name: 'Share',
      ownerEmail: 'a@b.co',
      isOrganiser: true,
    });
    expect(result.success).toBe(false);
  });
});

describe('updateTeamInputSchema', () => {
  it('needs at least one field and refuses an empty owner id', () => {
    expect(updateTeamInputSchema.safeParse({}).success).toBe(false);
    const result = updateTeamInputSchema.safeParse({ ownerId: ' ' });
    expect(result.error?.issues[0]?.message).toBe('User ID is empty');
  });
});

describe('other inputs', () => {
  it('lower-cases a new member email', () => {
    expect(addTeamMemberInputSchema.parse({ email: 'Max@Acme.test' }).email).toBe('max@acme.test');
  });

  it("says 'Team ID is empty' for an empty team id of a team type", () => {
    const result = createTeamTypeInputSchema.safeParse({ name: 'Exhibitors', teamIds: [''] });
    expect(result.error?.issues[0]?.message).toBe('Team ID is empty');
    expect(updateTeamTypeInputSchema.safeParse({}).success).toBe(false);
  });

  it("says 'User ID is empty' without a user to transfer to", () => {
    expect(deleteUserQuerySchema.safeParse({}).error?.issues[0]?.message).toBe('User ID is empty');
    expect(deleteUserQuerySchema.safeParse({ transferToUserId: '' }).success).toBe(false);
  });

  it('gives a new custom field its defaults and refuses an unknown type', () => {
    expect(createCustomFieldInputSchema.parse({ label: 'Stand', type: 'text' })).toEqual({
      label: 'Stand',
      type: 'text',
      placeholder: '',
      description: '',
      showField: true,
      showToChildTeams: false,
      isRequired: false,
    });
    expect(createCustomFieldInputSchema.safeParse({ label: 'X', type: 'blob' }).success).toBe(
      false,
    );
    expect(reorderCustomFieldsInputSchema.safeParse({ ids: [''] }).success).toBe(false);
  });
});
