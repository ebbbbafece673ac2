import type { CreateThemeBody } from '@sitewerk/contracts'

/** Colour presets a new site's theme may start from; every highlight carries white text at AA. */
export const THEME_PRESETS = [
  {
    key: 'clear',
    style: { highlightColor: '#e6007e', secondaryColor: '#fde8f2', backgroundColor: '#ffffff' },
  },
  {
    key: 'workshop',
    style: { highlightColor: '#9a4f1f', secondaryColor: '#f3e9dc', backgroundColor: '#fffdf9' },
  },
  {
    key: 'sea',
    style: { highlightColor: '#0b6e99', secondaryColor: '#e3f2f8', backgroundColor: '#ffffff' },
  },
  {
    key: 'forest',
    style: { highlightColor: '#2f6b3a', secondaryColor: '#e6f0e3', backgroundColor: '#fcfdfb' },
  },
] as const satisfies readonly {
  key: string
  style: Pick<CreateThemeBody, 'highlightColor' | 'secondaryColor' | 'backgroundColor'>
}[]

export type ThemePresetKey = (typeof THEME_PRESETS)[number]['key']
