import { z } from 'zod'
import { ColorInput, CssColor } from '../color-fields.ts'
import { Id, Text } from '../primitives.ts'

/** spec §3 Colorset. Its colours are opaque: a set is a base to read text on (spec §5 alpha 1). */
export const Colorset = z.object({
  id: Id,
  title: z.string(),
  highlight_color: CssColor,
  secondary_color: CssColor,
  text_color: CssColor,
  background_color: CssColor,
  organization_id: Id,
})
export type Colorset = z.infer<typeof Colorset>

const OpaqueColor = ColorInput({ allowAlpha: false })

export const CreateColorsetBody = z.strictObject({
  title: Text(120).pipe(z.string().min(1)),
  highlight_color: OpaqueColor,
  secondary_color: OpaqueColor,
  text_color: OpaqueColor,
  background_color: OpaqueColor,
})
export type CreateColorsetBody = z.input<typeof CreateColorsetBody>

export const UpdateColorsetBody = CreateColorsetBody.partial()
export type UpdateColorsetBody = z.input<typeof UpdateColorsetBody>
