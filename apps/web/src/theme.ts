import { type CSSVariablesResolver, createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // The darkest shade in light mode: coloured text (links, c="teal") on white and on tinted rows, and
  // white text on filled buttons, reach the WCAG AA 4.5:1 contrast (shade 6 gave 3:1).
  primaryShade: { light: 9, dark: 6 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
});

const LIGHT_VARIANT_COLORS = [
  'blue',
  'red',
  'green',
  'teal',
  'indigo',
  'violet',
  'grape',
  'pink',
  'cyan',
  'gray',
  'yellow',
  'orange',
  'lime',
] as const;
const DARKENED = new Set<string>(['yellow', 'orange', 'lime', 'green', 'teal', 'cyan']);
const darkened = (color: string) => `color-mix(in srgb, var(--mantine-color-${color}-9) 55%, black)`;

/**
 * Secondary ("dimmed") text dark enough to read: Mantine's gray.6 on white is 3.3:1, under the 4.5:1
 * AA needs; gray.7 is 7:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Text of "light" badges, buttons and alerts on their tinted background: Mantine's shade reads at
    // 3–4.4:1; the darkest shade passes 4.5:1, and the light greens, yellows and oranges need it darker.
    ...Object.fromEntries(
      LIGHT_VARIANT_COLORS.map((color) => [
        `--mantine-color-${color}-light-color`,
        DARKENED.has(color) ? darkened(color) : `var(--mantine-color-${color}-9)`,
      ]),
    ),
    // Their text (c="orange") and outline badges on white too.
    ...Object.fromEntries(
      [...DARKENED].flatMap((color) => [
        [`--mantine-color-${color}-text`, darkened(color)],
        [`--mantine-color-${color}-outline`, darkened(color)],
      ]),
    ),
  },
  dark: {
    // Mantine's dark.2 on dark.7 is 4.0:1; dark.1 is 7:1.
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    // Links stay readable on tinted (late, expiring) rows too.
    '--mantine-color-anchor': 'var(--mantine-color-blue-3)',
    // White text on filled buttons and badges: shade 6 reads at 3.3–3.6:1, shade 8 at 4.5:1.
    ...Object.fromEntries(
      LIGHT_VARIANT_COLORS.filter((color) => !DARKENED.has(color)).flatMap((color) => [
        [`--mantine-color-${color}-filled`, `var(--mantine-color-${color}-8)`],
        [`--mantine-color-${color}-filled-hover`, `var(--mantine-color-${color}-9)`],
      ]),
    ),
  },
});
