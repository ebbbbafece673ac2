import { z } from 'zod'
import { inUseErrorBody } from '../errors.ts'
import { MediaFocus } from '../schema-form/data-schema.ts'
import { Id, IdOrRoot, IdOrRootParam, IdParam, RawText, Text } from '../primitives.ts'
import type { IMAGE_DENSITIES, IMAGE_FORMATS, IMAGE_WIDTH_VALUES } from '../entities/media.ts'
import {
  MEDIA_ROOT_CATEGORY_ID,
  MediaAlt,
  MediaCategoryTitle,
  MediaName,
} from '../entities/media.ts'

/**
 * POST media/upload (spec §7) is multipart: namespace (value media), category_id (optional),
 * filename, file, alt (optional), name (optional), organization_id. These are its text fields;
 * `file` is the one file part. Name and alt are trimmed and kept only if non-empty (spec §5).
 */
export const MediaUploadFields = z.object({
  namespace: z.literal('media').default('media'),
  category_id: IdOrRootParam.optional(),
  filename: RawText(255).optional(),
  alt: MediaAlt.optional(),
  name: MediaName.optional(),
  organization_id: IdParam.optional(),
})
export type MediaUploadFields = z.input<typeof MediaUploadFields>

/**
 * POST media/files/{id} (spec §7): name and alt; also moves the file to another category, and
 * sets its focal point (decision 042; null puts it back in the centre).
 */
export const UpdateMediaFileBody = z.strictObject({
  name: MediaName.nullable().optional(),
  alt: MediaAlt.nullable().optional(),
  focus: MediaFocus.nullable().optional(),
  media_category_id: IdOrRoot.optional(),
})
export type UpdateMediaFileBody = z.infer<typeof UpdateMediaFileBody>

/** GET media/files?q=: search by name, alt and filename. */
export const MediaSearchQuery = z.object({ q: Text(200).default('') })

/** GET media_categories or media_categories/{id} (spec §7): query organization_id. */
export const MediaCategoryParams = z.object({
  id: IdOrRootParam.default(MEDIA_ROOT_CATEGORY_ID),
})

/** POST media_categories?parentId= (spec §2: create takes an optional parentId). */
export const CreateMediaCategoryQuery = z.object({
  parentId: IdOrRootParam.default(MEDIA_ROOT_CATEGORY_ID),
})
export const CreateMediaCategoryBody = z.strictObject({ title: MediaCategoryTitle })
export type CreateMediaCategoryBody = z.infer<typeof CreateMediaCategoryBody>
/** PATCH media_categories/{id}: rename and/or move (never below itself). */
export const UpdateMediaCategoryBody = z.strictObject({
  title: MediaCategoryTitle.optional(),
  parent_id: IdOrRoot.optional(),
})
export type UpdateMediaCategoryBody = z.infer<typeof UpdateMediaCategoryBody>

const PageRef = z.object({ id: Id, url: z.string(), title: z.string(), site_id: Id })

/**
 * spec §8 usage kinds of a file: organisation icon and logo, content (on a page, in a layout, or
 * unknown), and what #5 adds: share images of pages and sites, article backgrounds; and what
 * issue 13 adds: a site's logo and favicon.
 */
export const MediaUsage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('organization_icon'), organizationId: Id }),
  z.object({ type: z.literal('organization_logo'), organizationId: Id }),
  z.object({
    type: z.literal('content'),
    content_id: Id,
    page: PageRef.nullable(),
    layout: z
      .object({
        id: Id,
        slot: z.enum(['header', 'footer']),
        title: z.string(),
        module_title: z.string(),
      })
      .nullable(),
  }),
  z.object({ type: z.literal('page_share_image'), page: PageRef }),
  z.object({ type: z.literal('site_share_image'), site: z.object({ id: Id, title: z.string() }) }),
  z.object({ type: z.literal('site_logo'), site: z.object({ id: Id, title: z.string() }) }),
  z.object({ type: z.literal('site_favicon'), site: z.object({ id: Id, title: z.string() }) }),
  z.object({ type: z.literal('article_background'), article_id: Id, page: PageRef }),
  z.object({ type: z.literal('section_background'), section_id: Id, page: PageRef }),
  /** Referenced somewhere the server cannot name (spec §8: MEDIA_USAGE_UNKNOWN_DE). */
  z.object({ type: z.literal('unknown') }),
])
export type MediaUsage = z.infer<typeof MediaUsage>

/** DELETE media/{id} of a file in use: 409, error type is_used and its usages (spec §8). */
export const MediaInUseErrorBody = inUseErrorBody(MediaUsage)
export type MediaInUseErrorBody = z.infer<typeof MediaInUseErrorBody>

/** spec §8 dialog texts, German as the spec quotes them. */
export const MEDIA_IN_USE_MESSAGE_DE =
  'Das Bild konnte nicht gelöscht werden. Die Datei Befindet sich noch in Verwendung.'
export const MEDIA_USAGE_UNKNOWN_DE = 'Der genaue Verwendungort kann derzeit nicht bestimmt werden.'

/**
 * The image pipeline's transform addresses (site hosts, and the back office for its previews):
 * `/media/img/{id}/{width}w{density}x.{format}`, `/media/img/{id}/placeholder.webp`, and the share
 * crop `/media/img/{id}/share.webp` (SHARE_CROP, cut around the file's focal point). The answers
 * are immutable: a replaced file or a moved focal point gets a new `version` (MediaFile.version),
 * which the address carries as `?v=` so that browsers and caches ask again (decision 042).
 */
export const imageUrl = (
  id: number,
  width: (typeof IMAGE_WIDTH_VALUES)[number],
  density: (typeof IMAGE_DENSITIES)[number] = 1,
  format: (typeof IMAGE_FORMATS)[number] = 'webp',
  version?: string,
) => `/media/img/${id}/${width}w${density}x.${format}${versionQuery(version)}`
export const placeholderUrl = (id: number, version?: string) =>
  `/media/img/${id}/placeholder.webp${versionQuery(version)}`
export const shareCropUrl = (id: number, version?: string) =>
  `/media/img/${id}/share.webp${versionQuery(version)}`
/** The share crop: the size Open Graph asks for, cut around the file's focal point. */
export const SHARE_CROP = { width: 1200, height: 630 } as const
/** A file version as addresses carry it: hex, short. */
export const MEDIA_VERSION_PATTERN = /^[0-9a-f]{1,32}$/
const versionQuery = (version: string | undefined) =>
  version && MEDIA_VERSION_PATTERN.test(version) ? `?v=${version}` : ''

/**
 * A file's version (MediaFile.version): its checksum's start, and its focal point if it has one,
 * so that new bytes and a moved focal point both give new image addresses.
 */
export function mediaVersion(checksum: string, focus: { x: number; y: number } | null) {
  const hex = (percent: number) =>
    Math.round(percent * 10)
      .toString(16)
      .padStart(3, '0')
  return checksum.slice(0, 12) + (focus ? hex(focus.x) + hex(focus.y) : '')
}
