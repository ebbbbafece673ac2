export {
  createLiquidEngine,
  DEFAULT_LIMITS,
  type LiquidEngine,
  type LiquidLimits,
} from './liquid/create-engine.ts'
export { renderPage } from './render-page.ts'
export { renderDocument, type DocumentHead } from './render-document.ts'
export { escapeHtml } from './html/escape.ts'
export { BASE_CSS } from './base-css.ts'
export {
  themeToCss,
  themeSelector,
  type ThemeFonts,
  type ThemeScope,
  type ThemeToCssOptions,
} from './theme/theme-to-css.ts'
export { fontFaceCss, fontMimeType } from './theme/font-face-css.ts'
export type * from './types.ts'
