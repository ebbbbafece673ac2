import type { FontFileFace, FontFormat } from '@sitewerk/contracts'

/** The `format()` hint of each file format, as CSS Fonts names them. */
const CSS_FORMAT: Record<FontFormat, string> = {
  woff2: 'woff2',
  woff: 'woff',
  ttf: 'truetype',
  otf: 'opentype',
}

/** The MIME type a `<link rel="preload" as="font">` names, so browsers skip what they cannot use. */
export const fontMimeType = (format: FontFormat) => `font/${format}`

/**
 * The `@font-face` rules of a family, one per file, all with `font-display: swap` (text shows at
 * once in a fallback face). Family names are contract-checked (letters, digits, spaces, '-', '_')
 * and URLs are the server's own paths, so both are safe in the quotes and `url()` they go into.
 */
export function fontFaceCss({ family, faces }: { family: string; faces: FontFileFace[] }): string {
  return faces
    .map((face) => {
      const weight = Array.isArray(face.weight) ? face.weight.join(' ') : face.weight
      return `@font-face{font-family:"${family}";font-style:${face.style};font-weight:${weight};font-display:swap;src:url(${face.url}) format("${CSS_FORMAT[face.format]}")}`
    })
    .join('\n')
}
