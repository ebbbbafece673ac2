import { z } from 'zod'
import { Id } from '../primitives.ts'
import { SECTION_MAX_WIDTHS } from '../entities/page-tree.ts'
import { MediaInputValue } from '../schema-form/data-schema.ts'

/** A copied block: its component and data, and its own look (issue 19). */
export const ClipboardContent = z.object({
  component_id: Id,
  data: z.record(z.string(), z.unknown()),
  parallax: z.boolean(),
  theme_id: Id.nullable(),
  custom_colorset_id: Id.nullable(),
  grid_area: z.string().nullable(),
})
export type ClipboardContent = z.infer<typeof ClipboardContent>

/** A copied section: its settings and its blocks (a placement's shared blocks are copied as own). */
export const ClipboardSection = z.object({
  title: z.string().nullable(),
  preset: z.string().nullable(),
  grid: z.string().nullable(),
  maxWidth: z.enum(SECTION_MAX_WIDTHS),
  theme_id: Id.nullable(),
  custom_colorset_id: Id.nullable(),
  background: MediaInputValue.nullable().optional(),
  contents: z.array(ClipboardContent).max(200),
})
export type ClipboardSection = z.infer<typeof ClipboardSection>

/**
 * What the back office's clipboard holds (issue 19): a block or a section of a page, and the
 * organisation and site it was copied in. Pasting checks it with this schema; the server checks
 * components, media files and looks as for any new block (the organisation's own only).
 */
export const ClipboardPayload = z.discriminatedUnion('kind', [
  z.object({
    format: z.literal('sitewerk/clipboard@1'),
    kind: z.literal('content'),
    organization_id: Id,
    site_id: Id,
    item: ClipboardContent,
  }),
  z.object({
    format: z.literal('sitewerk/clipboard@1'),
    kind: z.literal('section'),
    organization_id: Id,
    site_id: Id,
    item: ClipboardSection,
  }),
])
export type ClipboardPayload = z.infer<typeof ClipboardPayload>
