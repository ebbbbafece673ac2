import { themeToCss, type ThemeFonts } from '@sitewerk/renderer'
import type { Font, ThemeStyle } from '@sitewerk/contracts'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { usePreviewFontCss } from '../hooks/use-preview-font-css'

/** Layout of the sample page only; colours, type, links and lists come from the theme. */
const SAMPLE_CSS = `body{margin:0;padding:var(--sw-gutter)}
h1,h2,h3,h4,h5,h6,p,ul,ol{margin:0 0 calc(var(--sw-spacing) / 2)}
.button{display:inline-block;padding:.5em 1.25em;border:0;border-radius:var(--sw-radius);background:var(--sw-color-highlight);color:var(--sw-color-background);font:inherit;font-weight:600}
.box{margin-top:var(--sw-spacing);padding:var(--sw-gutter);border-radius:var(--sw-radius);background:var(--sw-color-secondary)}`

/**
 * The sample page as a whole document; `text` gives its words in the UI language, `fontCss`
 * the @font-face rules of the theme's fonts.
 */
export function previewDocument(
  style: ThemeStyle,
  text: (key: string) => string,
  { fonts = {}, fontCss = '' }: { fonts?: ThemeFonts; fontCss?: string } = {},
) {
  const headings = [1, 2, 3, 4, 5, 6]
    .map((level) => `<h${level}>${text('headline')} ${level}</h${level}>`)
    .join('')
  return `<!doctype html><html><head><meta charset="utf-8"><style>${fontCss}
${themeToCss(style, { fonts })}
${SAMPLE_CSS}</style></head><body>${headings}<p>${text('paragraph')} <a href="#">${text(
    'link',
  )}</a>.</p><ul><li>${text('item')} 1</li><li>${text('item')} 2</li></ul><ol><li>${text(
    'item',
  )} 1</li><li>${text('item')} 2</li></ol><button class="button" type="button">${text(
    'button',
  )}</button><div class="box"><p>${text('secondary')}</p></div></body></html>`
}

/** A sandboxed frame (no scripts, no same origin) showing the sample page in the theme. */
export function ThemePreview({
  style,
  headline,
  copy,
}: {
  style: ThemeStyle
  headline?: Font | undefined
  copy?: Font | undefined
}) {
  const { t } = useTranslation()
  const fontCss = usePreviewFontCss([headline, copy])
  const headlineFamily = headline?.family ?? null
  const copyFamily = copy?.family ?? null
  const srcDoc = useMemo(
    () =>
      previewDocument(style, (key) => t(`themes.preview.sample.${key}`), {
        fonts: { headline: headlineFamily, copy: copyFamily },
        fontCss,
      }),
    [style, t, headlineFamily, copyFamily, fontCss],
  )
  return (
    <iframe
      title={t('themes.preview.title')}
      sandbox=""
      srcDoc={srcDoc}
      style={{
        width: '100%',
        height: 640,
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 8,
        background: '#fff',
      }}
    />
  )
}
