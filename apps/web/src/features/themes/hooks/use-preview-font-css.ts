import type { Font } from '@sitewerk/contracts'
import { fontFaceCss } from '@sitewerk/renderer'
import { useQueries } from '@tanstack/react-query'

/** A font file as a data: URL: the sandboxed preview has no origin to load our files from. */
async function fetchDataUrl(url: string): Promise<string> {
  const response = await fetch(url, { credentials: 'same-origin' })
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  const blob = await response.blob()
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsDataURL(blob)
  })
}

/**
 * The `@font-face` rules of the fonts the preview shows, their files inlined. A file still
 * loading (or failing) is left out: the preview then shows the fallback, as a page would.
 */
export function usePreviewFontCss(fonts: (Font | null | undefined)[]): string {
  const faces = fonts
    .filter((font): font is Font => Boolean(font))
    .flatMap((font) => font.faces.map((face) => ({ family: font.family, face })))
  const files = useQueries({
    queries: faces.map(({ face }) => ({
      queryKey: ['font-file', face.url],
      queryFn: () => fetchDataUrl(face.url),
      // A font URL names its bytes (library file or checksum): it never changes.
      staleTime: Infinity,
      gcTime: 10 * 60 * 1000,
    })),
  })
  return faces
    .map(({ family, face }, i) => {
      const url = files[i]?.data
      return url ? fontFaceCss({ family, faces: [{ ...face, url }] }) : ''
    })
    .filter(Boolean)
    .join('\n')
}
