// Mantine's PostCSS preset, with the spec's breakpoints (576/768/992/1200/1400) as variables.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '36em',
        'mantine-breakpoint-md': '48em',
        'mantine-breakpoint-lg': '62em',
        'mantine-breakpoint-xl': '75em',
        'mantine-breakpoint-xxl': '87.5em',
      },
    },
  },
};
