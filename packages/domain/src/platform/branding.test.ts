import { describe, expect, it } from 'vitest';
import { defaultBranding, deriveNavTheme } from './branding.ts';

describe('deriveNavTheme', () => {
  it('is dark for dark colours and light for light ones', () => {
    expect(deriveNavTheme('#000000')).toBe('dark');
    expect(deriveNavTheme('#1a1b3a')).toBe('dark');
    expect(deriveNavTheme('#ffffff')).toBe('light');
    expect(deriveNavTheme('#f5e663')).toBe('light');
  });
  it('agrees with the default branding', () => {
    expect(deriveNavTheme(defaultBranding.navBgColor)).toBe(defaultBranding.navTheme);
  });
});
