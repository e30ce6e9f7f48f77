import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
  type MantineThemeOverride,
  mergeThemeOverrides,
} from '@mantine/core';
import { adjustForContrast, parseHexColour, toHexColour } from '@showdesk/domain/platform/contrast';
import optionList from './option-list.module.css';

/** Showdesk green around the default nav colour #029e66; shade 8 keeps white text at AA contrast. */
const brand: MantineColorsTuple = [
  '#e6f9f1',
  '#ccf2e3',
  '#99e5c7',
  '#66d8ab',
  '#33cb8f',
  '#0bbf7c',
  '#029e66',
  '#028a59',
  '#027a4f',
  '#016640',
];

const primaryShade = 8;

// A select's field is a combobox with its expanded state (the WAI-ARIA combobox pattern, which
// Mantine 8 leaves out): screen readers announce it as one, and its open list counts as its popup
// (axe exempts a combobox's scrolling listbox from needing focus of its own).
const optionListProps = {
  withScrollArea: false,
  classNames: { options: optionList.options },
  role: 'combobox',
};

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade,
  colors: { brand },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  // People who ask their system for less motion get no slides and fades.
  respectReducedMotion: true,
  // The spec's breakpoints: sm 576, md 768, lg 992, xl 1200 (xxl 1400 lives in postcss.config.cjs).
  breakpoints: { xs: '30em', sm: '36em', md: '48em', lg: '62em', xl: '75em' },
  headings: { fontWeight: '650' },
  components: {
    Button: { defaultProps: { fw: 600 } },
    // A link in running text must not rely on colour alone (WCAG 1.4.1): always underlined.
    Anchor: { defaultProps: { underline: 'always' } },
    // An icon-only close button's name (notifications, modals, alerts): `themeIn`, in the
    // language the app speaks.
    Notification: {
      // Mantine draws a titled notification's text in gray 6 (3.3:1 on white): AA needs 4.5:1.
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
    // The focus placeholder Mantine puts first in a menu is a focusable div, which a menu may
    // not contain (axe: aria-required-children); focus goes to the first item instead.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A coloured menu item (`color="red"`) is drawn in shade 6 whatever its shade (3.3:1 on
    // white): give the text colour (`c="red.9"`, 5.6:1) instead.
    // A long option list scrolls in the listbox itself, not in a focusable scroll area inside
    // it (a listbox holds only options: axe aria-required-children). See option-list.module.css.
    Select: { defaultProps: optionListProps },
    Autocomplete: { defaultProps: { role: 'combobox' } },
    // The combobox's expanded state (a text area used as a target turns it off).
    ComboboxTarget: { defaultProps: { withExpandedAttribute: true } },
    ComboboxEventsTarget: { defaultProps: { withExpandedAttribute: true } },
    MultiSelect: { defaultProps: optionListProps },
    TagsInput: { defaultProps: optionListProps },
  },
});

/** The close buttons' names, in the language the app speaks now (providers.tsx). */
export interface CloseLabels {
  close: string;
  closeNotification: string;
}

/**
 * The theme with its words: an icon-only close button (notifications, modals, alerts) still
 * needs a name, which follows the app's language (the theme itself is made once, at import).
 */
export const themeIn = (labels: CloseLabels): MantineThemeOverride =>
  mergeThemeOverrides(theme, {
    components: {
      CloseButton: { defaultProps: { 'aria-label': labels.close } },
      Notification: {
        defaultProps: { closeButtonProps: { 'aria-label': labels.closeNotification } },
      },
    },
  });

/** A colour laid over `base` at `alpha`, as Mantine's light variants draw their background. */
function over(hex: string, alpha: number, base = '#ffffff'): string {
  const under = parseHexColour(base);
  return toHexColour(
    parseHexColour(hex).map((c, i) => under[i]! + (c - under[i]!) * alpha) as never,
  );
}

/**
 * Text colours of every palette colour, deepened where needed so they reach WCAG AA (4.5:1):
 * coloured text and outlines on white (`c="red"`, anchors, outline buttons), on the colour's own
 * light tint (light badges such as FEATURED, subtle buttons, alerts), and white text on the
 * filled colour (filled buttons and badges). Mantine's yellow or orange at shade 8 fall short.
 */
function readableColourVariables(): Record<string, string> {
  const colours = { ...DEFAULT_THEME.colors, brand };
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colours)) {
    const shade = shades[primaryShade]!;
    // The light tint is the colour at 10% (12% on hover) over white; a badge may also sit on a
    // tinted row or card (a hovered or striped table row is gray 1), so test against a deeper
    // 20% tint over gray 1.
    const tint = over(shade, 0.2, DEFAULT_THEME.colors.gray[1]);
    const onTint = adjustForContrast(shade, tint, 4.5);
    const filled = adjustForContrast(shade, '#ffffff', 4.5);
    variables[`--mantine-color-${name}-text`] = adjustForContrast(shade, '#ffffff', 4.5);
    variables[`--mantine-color-${name}-light-color`] = onTint;
    variables[`--mantine-color-${name}-outline`] = onTint;
    variables[`--mantine-color-${name}-filled`] = filled;
    // Hover deepens the fill, so white text keeps (more than) its contrast.
    variables[`--mantine-color-${name}-filled-hover`] = adjustForContrast(filled, '#ffffff', 5.5);
  }
  return variables;
}

/** Dimmed text one shade darker than Mantine's default, so secondary text passes WCAG AA. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // The default placeholder (gray-5) is 2.6:1 on white.
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    ...readableColourVariables(),
    // Field errors default to red-6 (3.3:1 on white).
    '--mantine-color-error': 'var(--mantine-color-red-text)',
  },
  dark: {},
});
