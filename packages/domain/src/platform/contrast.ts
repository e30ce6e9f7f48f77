/** Colour contrast after WCAG 2 (relative luminance and contrast ratio), on hex colours. */

/** WCAG AA for normal text (1.4.3); large text and controls need 3:1. */
export const minimumTextContrast = 4.5;

type Rgb = readonly [number, number, number];

/** '#029e66' or '#0a6' as [r, g, b] in 0–255; throws on anything else. */
export function parseHexColour(hex: string): Rgb {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) throw new Error(`Not a hex colour: ${hex}`);
  let digits = match[1]!;
  if (digits.length === 3) digits = [...digits].map((c) => c + c).join('');
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
}

/** [r, g, b] in 0–255 (rounded and clamped) as '#rrggbb'. */
export function toHexColour([r, g, b]: Rgb): string {
  const part = (c: number) =>
    Math.round(Math.min(255, Math.max(0, c)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Relative luminance of a colour, 0 (black) to 1 (white), as WCAG 2 defines it. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHexColour(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two colours, 1 (none) to 21 (black on white); the order does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** A ratio as people read it: 3.45 → '3.4:1' (rounded down, so a failing ratio never reads 4.5). */
export function formatContrastRatio(ratio: number): string {
  return `${Math.floor(ratio * 10) / 10}:1`;
}

/** `colour` mixed with `toward` by `amount` (0 keeps the colour, 1 gives `toward`). */
function mix(colour: Rgb, toward: Rgb, amount: number): Rgb {
  return colour.map((c, i) => c + (toward[i]! - c) * amount) as unknown as Rgb;
}

/**
 * The colour nearest to `colour` that reaches `target` contrast against `against`: unchanged
 * when it already does, otherwise mixed toward black (when `against` is the lighter one) or
 * white, just as far as needed. Keeps the hue, so a brand green stays green, only deeper.
 */
export function adjustForContrast(colour: string, against: string, target = minimumTextContrast) {
  const hex = toHexColour(parseHexColour(colour));
  if (contrastRatio(hex, against) >= target) return hex;
  const start = parseHexColour(hex);
  const isAgainstLighter = relativeLuminance(against) > relativeLuminance(hex);
  const end: Rgb = isAgainstLighter ? [0, 0, 0] : [255, 255, 255];
  const reaches = (amount: number) => contrastRatio(toHexColour(mix(start, end, amount)), against);
  if (reaches(1) < target) {
    // Not reachable: the better of black and white is the best there is.
    return contrastRatio('#000000', against) >= contrastRatio('#ffffff', against)
      ? '#000000'
      : '#ffffff';
  }
  let [low, high] = [0, 1];
  for (let i = 0; i < 20; i++) {
    const middle = (low + high) / 2;
    if (reaches(middle) >= target) high = middle;
    else low = middle;
  }
  // Rounding to whole channels can fall just short: step on until the target is met.
  let amount = high;
  while (reaches(amount) < target) amount = Math.min(1, amount + 0.002);
  return toHexColour(mix(start, end, amount));
}
