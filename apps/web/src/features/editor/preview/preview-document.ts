import { pageBody } from '@sitewerk/renderer'
import { PREVIEW_STYLE_ID } from './preview-patcher'

/**
 * The preview frame's document before the page is drawn into it: the public page's body frame
 * (skip link, empty `<main>`) and an empty stylesheet. Written once as `srcdoc`; from then on the
 * editor patches it (preview-patcher.ts), so the frame never reloads and keeps its scroll.
 */
export function previewDocument(lang: string): string {
  return (
    `<!doctype html><html lang="${lang === 'en' ? 'en' : 'de'}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<style id="${PREVIEW_STYLE_ID}"></style></head>` +
    `<body>${pageBody({ header: '', main: '', footer: '' })}</body></html>`
  )
}
