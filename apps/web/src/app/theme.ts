import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 8,
  colors: { brand },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  // The spec's breakpoints: sm 576, md 768, lg 992, xl 1200 (xxl 1400 lives in postcss.config.cjs).
  breakpoints: { xs: '30em', sm: '36em', md: '48em', lg: '62em', xl: '75em' },
  headings: { fontWeight: '650' },
  components: {
    Button: { defaultProps: { fw: 600 } },
  },
});

/** Dimmed text one shade darker than Mantine's default, so secondary text passes WCAG AA. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
