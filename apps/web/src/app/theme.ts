import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  // The spec's large breakpoint is 1024 px.
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '64em', xl: '88em' },
  components: {
    Button: { defaultProps: { fw: 600 } },
  },
});
