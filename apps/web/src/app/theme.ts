import {
  type CSSVariablesResolver,
  colorsTuple,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
} from '@mantine/core';
import classes from './theme.module.css';

/**
 * Shades 6–9 of Mantine's palettes, darkened (same hue, lower OKLCH lightness) so that text stays
 * readable in daylight on a phone (WCAG 2 AA, 4.5:1; see docs/accessibility.md):
 * - shade 6 (filled buttons and badges, outline and anchor text, `dimmed` for gray) is at least
 *   4.6:1 against gray.1 and so against white, the body and gray.0; white text on it passes too;
 * - shades 7 and 8 are darker still (≥ 6:1 and ≥ 7.5:1 on white);
 * - shade 9, the text of the `light` variant, is at least 4.6:1 on shades 1 and 2 (its background
 *   and hover background).
 * Shades 0–5 stay Mantine's: they are backgrounds, borders and icons, never text on white.
 * Yellow is the exception below.
 */
const READABLE_SHADES: Record<string, [string, string, string, string]> = {
  gray: ['#666e75', '#495057', '#343a40', '#212529'],
  red: ['#d22731', '#c6051d', '#ac0013', '#9d0612'],
  pink: ['#c92b69', '#bf145a', '#a70649', '#980842'],
  grape: ['#aa35c7', '#9e2bb8', '#891fa1', '#7a208f'],
  violet: ['#764dee', '#6b41e1', '#5d32cb', '#552fb6'],
  indigo: ['#4261e7', '#3754db', '#2b46c5', '#293db4'],
  blue: ['#0470c1', '#0363b0', '#02559a', '#014d8c'],
  cyan: ['#087988', '#016d7d', '#015c6b', '#025462'],
  teal: ['#057c59', '#047050', '#006143', '#01583e'],
  green: ['#027f29', '#057324', '#01621e', '#03591d'],
  lime: ['#4c7a05', '#426d04', '#375e02', '#325600'],
  // Yellow stays bright where it is a fill (Mercado Libre's colour, rating stars): shades 6 and 7
  // are Mantine's, and autoContrast writes black on them (≥ 9:1). Yellow text is yellow.8 or .9.
  yellow: ['#fab005', '#f59f00', '#7d4600', '#783b01'],
  orange: ['#ae5302', '#a64305', '#943501', '#8d2a03'],
};

const colors = Object.fromEntries(
  Object.entries(READABLE_SHADES).map(([name, dark]) => [
    name,
    colorsTuple([...(DEFAULT_THEME.colors[name] as MantineColorsTuple).slice(0, 6), ...dark]),
  ]),
);

/** Combobox lists scroll in the listbox itself, so that assistive technology knows the region. */
const comboboxDefaults = {
  defaultProps: { withScrollArea: false },
  classNames: { options: classes.comboboxOptions },
};
const closeButtonLabel = { closeButtonProps: { 'aria-label': 'Cerrar' } };

export const theme = createTheme({
  primaryColor: 'blue',
  colors,
  // A filled colour lighter than this gets black text instead of white (4.5:1 either way), so
  // that even a light explicit shade such as `color="yellow.4"` stays readable.
  autoContrast: true,
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  // The spec's large breakpoint is 1024 px.
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '64em', xl: '88em' },
  components: {
    Button: { defaultProps: { fw: 600 } },
    Select: comboboxDefaults,
    MultiSelect: comboboxDefaults,
    Autocomplete: comboboxDefaults,
    TagsInput: comboboxDefaults,
    // Their close button is an icon: give it a name a screen reader can say.
    Drawer: { defaultProps: closeButtonLabel },
    Modal: { defaultProps: closeButtonLabel },
    // Mantine's focus placeholder is a focusable role="presentation" div inside role="menu",
    // which a menu may not contain; opening a menu focuses its first item instead.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

/**
 * Secondary (dimmed) text is gray.6 of the palette above; placeholders are read outdoors too, so
 * they get the same readable grey instead of Mantine's gray.5 (2.1:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
