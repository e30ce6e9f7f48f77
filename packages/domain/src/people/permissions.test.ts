import { describe, expect, it } from 'vitest';
import { hasPermission, isAdmin, isModerator } from './permissions.ts';

describe('hasPermission', () => {
  it('passes when the level is at least the required one', () => {
    expect(hasPermission('admin', 'moderator')).toBe(true);
    expect(hasPermission('moderator', 'moderator')).toBe(true);
    expect(hasPermission('eventflowAdmin', 'admin')).toBe(true);
  });
  it('fails below the required level or without a level', () => {
    expect(hasPermission('user', 'moderator')).toBe(false);
    expect(hasPermission('moderator', 'admin')).toBe(false);
    expect(hasPermission(null, 'user')).toBe(false);
  });
  it('names the common checks', () => {
    expect(isModerator('moderator')).toBe(true);
    expect(isAdmin('moderator')).toBe(false);
  });
});
