import { describe, expect, it } from 'vitest';
import { defaultBranding } from './branding.ts';
import {
  adjustForContrast,
  contrastRatio,
  formatContrastRatio,
  parseHexColour,
  relativeLuminance,
} from './contrast.ts';
import { navColours } from './nav-colours.ts';

describe('relative luminance (WCAG 2)', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
  });

  it('weights green most and blue least, on linearised channels', () => {
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance('#00ff00')).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance('#0000ff')).toBeCloseTo(0.0722, 4);
    // 0x80 = 128 lies above the linear toe: ((128/255 + 0.055) / 1.055) ** 2.4.
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2158605, 6);
  });

  it('reads three-digit colours and rejects anything else', () => {
    expect(relativeLuminance('#fff')).toBe(1);
    expect(parseHexColour('#0a6')).toEqual([0, 170, 102]);
    expect(() => parseHexColour('green')).toThrow('Not a hex colour');
  });
});

describe('contrast ratio', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#fff', '#000')).toBe(21);
    expect(contrastRatio('#029e66', '#029e66')).toBe(1);
  });

  it('puts white on the default navigation green #029e66 at 3.45:1 (below AA)', () => {
    expect(contrastRatio('#ffffff', '#029e66')).toBeCloseTo(3.45, 2);
  });

  it('reads as people write it, rounded down so a failing ratio never shows 4.5', () => {
    expect(formatContrastRatio(3.4512)).toBe('3.4:1');
    expect(formatContrastRatio(4.4999)).toBe('4.4:1');
    expect(formatContrastRatio(21)).toBe('21:1');
  });
});

describe('adjusting a colour to reach a contrast', () => {
  it('leaves a colour that already reaches the target unchanged', () => {
    expect(adjustForContrast('#0B3D2E', '#ffffff', 4.5)).toBe('#0b3d2e');
  });

  it('deepens a colour just enough for white text, keeping its hue', () => {
    const adjusted = adjustForContrast('#029e66', '#ffffff', 4.5);
    expect(contrastRatio(adjusted, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(adjusted, '#ffffff')).toBeLessThan(4.7);
    const [r, g, b] = parseHexColour(adjusted);
    expect(g).toBeGreaterThan(b);
    expect(b).toBeGreaterThan(r);
  });

  it('lightens a colour for dark text', () => {
    const adjusted = adjustForContrast('#777777', '#1a1b1e', 4.5);
    expect(relativeLuminance(adjusted)).toBeGreaterThan(relativeLuminance('#777777'));
    expect(contrastRatio(adjusted, '#1a1b1e')).toBeGreaterThanOrEqual(4.5);
  });

  it('gives black or white when the target cannot be reached', () => {
    expect(adjustForContrast('#777777', '#777777', 22)).toBe('#000000');
  });
});

describe('navigation colours', () => {
  it('keeps the default brand colour and draws the bar deep enough for white text (AA)', () => {
    const colours = navColours(defaultBranding.navBgColor, defaultBranding.navTheme);
    expect(colours.foreground).toBe('#ffffff');
    expect(colours.isAdjusted).toBe(true);
    expect(colours.chosenRatio).toBeCloseTo(3.45, 2);
    expect(contrastRatio(colours.background, colours.foreground)).toBeGreaterThanOrEqual(4.5);
    expect(defaultBranding.navBgColor).toBe('#029e66');
  });

  it('draws a colour that already reaches AA as chosen', () => {
    expect(navColours('#0b3d2e', 'dark')).toMatchObject({
      background: '#0b3d2e',
      isAdjusted: false,
    });
    expect(navColours('#f1f3f5', 'light').background).toBe('#f1f3f5');
  });

  it('draws a colour still being typed as given', () => {
    expect(navColours('#02', 'dark')).toMatchObject({ background: '#02', isAdjusted: false });
  });
});
