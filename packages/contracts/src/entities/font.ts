import { z } from 'zod'
import { Id, Text } from '../primitives.ts'
import { FontName, FontWeight } from './theme.ts'

/** spec §3 Font availability: shipped with the platform, or uploaded by one organisation. */
export const FONT_AVAILABILITIES = ['library', 'organization'] as const
export const FontAvailability = z.enum(FONT_AVAILABILITIES)
export type FontAvailability = z.infer<typeof FontAvailability>

/** The file formats an own font may be uploaded in (decided from the bytes, never the name). */
export const FONT_FORMATS = ['woff2', 'woff', 'ttf', 'otf'] as const
export const FontFormat = z.enum(FONT_FORMATS)
export type FontFormat = z.infer<typeof FontFormat>

/**
 * One file of a font as `@font-face` declares it. `weight` is a number, or `[min, max]` for a
 * file that serves a range (an own font's one file serves every weight).
 */
export const FontFileFace = z.object({
  url: z.string(),
  format: FontFormat,
  style: z.enum(['normal', 'italic']),
  weight: z.union([FontWeight, z.tuple([FontWeight, FontWeight])]),
})
export type FontFileFace = z.infer<typeof FontFileFace>

/**
 * spec §3 Font, plus what the back office shows. `size` is the bytes of the font's own files
 * (regular and italic; 0 for library fonts, whose files ship with the platform).
 */
export const Font = z.object({
  id: Id,
  /** Lower-case slug: the library package name, or made from an own font's family. */
  name: z.string(),
  /** The CSS font-family. */
  family: z.string(),
  size: z.number().int().min(0),
  source_id: Id.nullable(),
  source_italic_id: Id.nullable(),
  availability: FontAvailability,
  default_weight_copy: FontWeight,
  default_weight_headline: FontWeight,
  /** Library fonts: serif, sans-serif, display…; own fonts: null. */
  category: z.string().nullable(),
  /** Weights the library ships; an own font's file serves every weight, so []. */
  weights: z.array(FontWeight),
  italic: z.boolean(),
  faces: z.array(FontFileFace),
})
export type Font = z.infer<typeof Font>

/** The text fields of POST fonts (multipart); the files are `source` and `source_italic`. */
export const UploadFontFields = z.strictObject({
  family: Text(100).pipe(FontName),
  default_weight_copy: z.coerce.number().pipe(FontWeight).optional(),
  default_weight_headline: z.coerce.number().pipe(FontWeight).optional(),
})
export type UploadFontFields = z.input<typeof UploadFontFields>

/** The multipart field names of an upload's files. */
export const FONT_FILE_FIELDS = ['source', 'source_italic'] as const
export type FontFileField = (typeof FONT_FILE_FIELDS)[number]
