import type { CreateThemeBody } from '@sitewerk/contracts'

/** Colour presets a new site's theme may start from; every highlight carries white text at AA. */
export const THEME_PRESETS = [
  {
    key: 'clear',
    colors: { highlightColor: '#e6007e', secondaryColor: '#fde8f2', backgroundColor: '#ffffff' },
  },
  {
    key: 'workshop',
    colors: { highlightColor: '#9a4f1f', secondaryColor: '#f3e9dc', backgroundColor: '#fffdf9' },
  },
  {
    key: 'sea',
    colors: { highlightColor: '#0b6e99', secondaryColor: '#e3f2f8', backgroundColor: '#ffffff' },
  },
  {
    key: 'forest',
    colors: { highlightColor: '#2f6b3a', secondaryColor: '#e6f0e3', backgroundColor: '#fcfdfb' },
  },
] as const satisfies readonly {
  key: string
  colors: Pick<CreateThemeBody, 'highlightColor' | 'secondaryColor' | 'backgroundColor'>
}[]

/** What every preset theme shares: ragged text reads better on small screens than justified. */
export const PRESET_SETTINGS = { textAlign: 'start' } as const satisfies Partial<CreateThemeBody>

export type ThemePresetKey = (typeof THEME_PRESETS)[number]['key']
