import type { NavTheme } from './branding.ts';
import { adjustForContrast, contrastRatio, minimumTextContrast } from './contrast.ts';

/** The navigation text colour of each nav theme: light text on a dark bar, dark on a light one. */
export const navForeground: Record<NavTheme, string> = { dark: '#ffffff', light: '#1a1b1e' };

const hexColour = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

/** The colours the header and sidebar are drawn in, and how the chosen colour fares. */
export interface NavColours {
  /** The rendered bar: the brand colour, deepened (or lightened) just enough for its text. */
  background: string;
  foreground: string;
  /** Contrast of the text on the brand colour as chosen, before any adjustment. */
  chosenRatio: number;
  isAdjusted: boolean;
}

/**
 * The navigation's colours for a brand colour and its theme. The brand colour stays what the
 * admin chose (and is stored as such); the bar is drawn in the nearest colour of the same hue
 * on which the text reaches WCAG AA (4.5:1). An invalid colour (mid-typing) is drawn as given.
 */
export function navColours(navBgColor: string, navTheme: NavTheme): NavColours {
  const foreground = navForeground[navTheme];
  if (!hexColour.test(navBgColor)) {
    return { background: navBgColor, foreground, chosenRatio: 0, isAdjusted: false };
  }
  const chosenRatio = contrastRatio(navBgColor, foreground);
  const background =
    chosenRatio >= minimumTextContrast
      ? navBgColor
      : adjustForContrast(navBgColor, foreground, minimumTextContrast);
  return { background, foreground, chosenRatio, isAdjusted: background !== navBgColor };
}
