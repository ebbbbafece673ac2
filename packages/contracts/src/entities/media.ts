import { z } from 'zod'
import { normalizeName } from '../file-name.ts'
import { DbDateTime, Id, IdOrRoot, Text } from '../primitives.ts'
import { MediaFocus } from '../schema-form/data-schema.ts'

/** spec §3: the root of every organisation's category tree is this constant, not a row. */
export const MEDIA_ROOT_CATEGORY_ID = 0

/** spec §5 Upload: the extensions a media upload accepts (the type is decided by the content). */
export const MEDIA_UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'svg'] as const
export const MEDIA_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'] as const
export type MediaMimeType = (typeof MEDIA_MIME_TYPES)[number]

/** spec §9: image widths of the pipeline, densities 1 and 2, webp by default. */
export const IMAGE_WIDTHS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const
export const IMAGE_WIDTH_VALUES = Object.values(IMAGE_WIDTHS)
export const IMAGE_DENSITIES = [1, 2] as const
export const IMAGE_FORMATS = ['webp', 'avif'] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]
export const DEFAULT_IMAGE_FORMAT: ImageFormat = 'webp'
/** spec §9: placeholders are quality 10, blur 3. */
export const IMAGE_PLACEHOLDER = { quality: 10, blur: 3 } as const

/** spec §3: an empty name is shown as 'Unbenannt' (the web's `media.unnamed` text). */
export const MEDIA_UNNAMED = 'Unbenannt'

/**
 * Where the original file is served: on the back office for members of its organisation and on
 * every site host of that organisation. The name is only for people and downloads.
 */
export const mediaFileUrl = (id: number, filename: string) =>
  `/media/files/${id}/${encodeURIComponent(filename)}`

/** spec §3 Media file, as the API answers it. `url` is the original file on the current host. */
export const MediaFile = z.object({
  id: Id,
  namespace: z.enum(['media', 'font']),
  filename: z.string(),
  mime_type: z.string(),
  media_category_id: Id.nullable(),
  organization_id: Id,
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Bytes. */
  size: z.number().int(),
  alt: z.string().nullable(),
  name: z.string().nullable(),
  /** The file's focal point (decision 042): kept by every crop; null is the centre. */
  focus: MediaFocus.nullable(),
  /**
   * Changes whenever the bytes or the focal point do: image addresses carry it (`?v=`), so no
   * browser or cache keeps showing what a replaced file or a moved focal point made before.
   */
  version: z.string(),
  url: z.string(),
  /** When the current bytes were uploaded: a replace (decision 042) sets it anew. */
  created_at: DbDateTime,
  updated_at: DbDateTime,
})
export type MediaFile = z.infer<typeof MediaFile>

// spec §3 Media input value (what a media field stores) is `MediaInputValue` in schema-form.

/** spec §3 Media category; the root (id MEDIA_ROOT_CATEGORY_ID) has parent_id null. */
export interface MediaCategory {
  id: number
  title: string
  parent_id: number | null
  children: MediaCategorySummary[]
  files: MediaFile[]
  /** From the root down to the parent: the breadcrumbs of the tile view. */
  ancestors: { id: number; title: string }[]
}
export const MediaCategorySummary = z.object({
  id: Id,
  title: z.string(),
  parent_id: IdOrRoot,
  /** How many subcategories and files it holds: the tile shows it, delete needs 0. */
  children_count: z.number().int(),
  files_count: z.number().int(),
})
export type MediaCategorySummary = z.infer<typeof MediaCategorySummary>
export const MediaCategory: z.ZodType<MediaCategory> = z.object({
  id: IdOrRoot,
  title: z.string(),
  parent_id: IdOrRoot.nullable(),
  children: z.array(MediaCategorySummary),
  files: z.array(MediaFile),
  ancestors: z.array(z.object({ id: IdOrRoot, title: z.string() })),
})

/** A file's display name: read as people see it (normalised, no invisible characters, issue 12). */
export const MediaName = Text(255).transform(normalizeName)
export const MediaAlt = Text(1000)
export const MediaCategoryTitle = Text(120).pipe(z.string().min(1))
