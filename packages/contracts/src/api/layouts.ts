import { z } from 'zod'
import { SECTION_MAX_WIDTHS } from '../entities/page-tree.ts'
import { Id, Text } from '../primitives.ts'
import { Css, FreeString } from './pages.ts'

const layoutFields = {
  title: Text(255).pipe(z.string().min(1)),
  theme_id: Id.nullable().optional(),
  style: FreeString(10_000),
  css: Css,
  maxWidth: z.enum(SECTION_MAX_WIDTHS).optional(),
}

/** spec §3 Layout: header and footer contents are added with POST content (layout_id, layout_slot). */
export const CreateLayoutBody = z.strictObject({ site_id: Id, ...layoutFields })
export type CreateLayoutBody = z.input<typeof CreateLayoutBody>

export const UpdateLayoutBody = z.strictObject(layoutFields).partial()
export type UpdateLayoutBody = z.input<typeof UpdateLayoutBody>

/** The site to re-select; pages that used the layout keep no layout. */
export const DeleteLayoutResponse = z.object({ site_id: Id })
