import { describe, expect, it } from 'vitest';
import { safeContinuePath } from './auth-flow.ts';

describe('safeContinuePath', () => {
  it('continues to a path inside the app', () => {
    expect(safeContinuePath('/tasks/42?tab=comments')).toBe('/tasks/42?tab=comments');
  });

  it('never continues to another origin', () => {
    expect(safeContinuePath('//evil.example.com/phish')).toBe('/');
    expect(safeContinuePath('https://evil.example.com')).toBe('/');
    expect(safeContinuePath('javascript:alert(1)')).toBe('/');
  });

  it('falls back to the dashboard without a path, or for another auth screen', () => {
    expect(safeContinuePath(undefined)).toBe('/');
    expect(safeContinuePath('')).toBe('/');
    expect(safeContinuePath('/auth/login')).toBe('/');
  });
});
