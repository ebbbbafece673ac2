export {
  createLiquidEngine,
  DEFAULT_LIMITS,
  DEFAULT_TEMPLATE_CACHE,
  type TemplateCacheLimits,
  type BlockPlacement,
  type LiquidEngine,
  type LiquidLimits,
} from './liquid/create-engine.ts'
export { type IconShape, type IconSource } from './icons/icon-filter.ts'
export { renderPage, renderPageParts, pageBody } from './render-page.ts'
export {
  createBlockCache,
  type BlockCache,
  type BlockCacheOptions,
  type BlockCacheStore,
  type CachedBlock,
  type PageInput,
} from './block-cache.ts'
export { renderSingleBlock } from './single-block.ts'
export { createPageRenderer, type PageRenderer, type PageRendererInput } from './page-renderer.ts'
export { renderDocument, documentAround, type DocumentHead } from './render-document.ts'
export {
  renderForm,
  HONEYPOT_NAME,
  type RenderForm,
  type FormLanguage,
} from './forms/render-form.ts'
export { escapeHtml } from './html/escape.ts'
export { BASE_CSS } from './base-css.ts'
export {
  themeToCss,
  colorsetToCss,
  themeSelector,
  themeClass,
  colorsetClass,
  type ColorsetColors,
  type ThemeFonts,
  type ThemeScope,
  type ThemeToCssOptions,
} from './theme/theme-to-css.ts'
export { fontFaceCss, fontMimeType } from './theme/font-face-css.ts'
export type * from './types.ts'
export { renderImage, isImageWidth, OFFER_AVIF, type ImageOptions } from './images/render-image.ts'
export {
  imageCandidates,
  toSrcset,
  fallbackCandidate,
  type ImageCandidate,
  type ImageWidth,
} from './images/image-candidates.ts'
export { createSizedLru } from './sized-lru.ts'
