import type { Font, FontFileFace, FontFormat } from '@sitewerk/contracts'
import type { LibraryFont } from './library.ts'
import type { FontFileRow, FontRow } from './repository.ts'

const FORMAT_OF_MIME: Record<string, FontFormat> = {
  'font/woff2': 'woff2',
  'font/woff': 'woff',
  'font/ttf': 'ttf',
  'font/otf': 'otf',
}

/** The format of a stored font file (its MIME type was decided from the content at upload). */
export const formatOf = (file: Pick<FontFileRow, 'mimeType'>): FontFormat =>
  FORMAT_OF_MIME[file.mimeType] ?? 'woff2'

/**
 * Where an own font's file is served, on the back office and on the organisation's site hosts.
 * The checksum's start makes the URL change with the bytes, so it may be cached for a year.
 */
export const ownFileUrl = (file: Pick<FontFileRow, 'id' | 'checksum' | 'mimeType'>) =>
  `/fonts/own/${file.id}-${file.checksum.slice(0, 8)}.${formatOf(file)}`

/** An own font's file serves every weight: a variable font varies, a static one stays as drawn. */
const ownFace = (file: FontFileRow, style: FontFileFace['style']): FontFileFace => ({
  url: ownFileUrl(file),
  format: formatOf(file),
  style,
  weight: [1, 1000],
})

/** The `@font-face` files of a font; a library font whose package is gone has none. */
export function facesOf(
  row: FontRow,
  { library, files }: { library?: LibraryFont; files: Map<number, FontFileRow> },
): FontFileFace[] {
  if (row.availability === 'library') return library?.faces ?? []
  const source = row.sourceId === null ? undefined : files.get(row.sourceId)
  const italic = row.sourceItalicId === null ? undefined : files.get(row.sourceItalicId)
  return [
    ...(source ? [ownFace(source, 'normal')] : []),
    ...(italic ? [ownFace(italic, 'italic')] : []),
  ]
}

export function toFont(
  row: FontRow,
  deps: { library?: LibraryFont; files: Map<number, FontFileRow> },
): Font {
  return {
    id: row.id,
    name: row.name,
    family: row.family,
    size: row.size,
    source_id: row.sourceId,
    source_italic_id: row.sourceItalicId,
    availability: row.availability,
    default_weight_copy: row.defaultWeightCopy,
    default_weight_headline: row.defaultWeightHeadline,
    category: deps.library?.category ?? null,
    weights: deps.library?.weights ?? [],
    italic: deps.library ? deps.library.italic : row.sourceItalicId !== null,
    faces: facesOf(row, deps),
  }
}
