import { describe, expect, it } from 'vitest';
import { leadsTo } from './member-notifications-api.ts';

describe('leadsTo (a notification read by opening its page)', () => {
  it('matches the page its link names, with or without a trailing slash or a query', () => {
    expect(leadsTo('/content/abc', '/content/abc')).toBe(true);
    expect(leadsTo('/content/abc/', '/content/abc')).toBe(true);
    expect(leadsTo('/tasks/t1?tab=comments', '/tasks/t1')).toBe(true);
    expect(leadsTo('/', '/')).toBe(true);
  });

  it('does not match another page, a longer path or a link off the app', () => {
    expect(leadsTo('/content/abc', '/content/abcd')).toBe(false);
    expect(leadsTo('/content/abc', '/content/abc/supplier/s1')).toBe(false);
    expect(leadsTo('https://example.com/content/abc', '/content/abc')).toBe(false);
    expect(leadsTo('//example.com/content/abc', '/content/abc')).toBe(false);
  });
});
