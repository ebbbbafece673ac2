import { createTheme } from '@mantine/core'

/**
 * Shade 7 of indigo under white text and gray 7 for dimmed text keep WCAG AA contrast
 * (Mantine's default shade 6 and dimmed gray 6 fall below 4.5:1 on white).
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 8 },
  focusRing: 'auto',
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
})
