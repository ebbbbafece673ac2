import { z } from 'zod'
import { Id } from '../primitives.ts'

/** A theme that still uses a colour set: the reason a delete answers 409. */
export const ThemeUsage = z.object({ type: z.literal('theme'), id: Id, title: z.string() })
export type ThemeUsage = z.infer<typeof ThemeUsage>

/** spec §5/§8 usage conflict of DELETE colorsets/{id}: error type is_used and the themes. */
export const ColorsetInUseErrorBody = z.object({
  message: z.string(),
  errorTypes: z.object({ id: z.tuple([z.literal('is_used')]) }),
  usages: z.array(ThemeUsage),
})
export type ColorsetInUseErrorBody = z.infer<typeof ColorsetInUseErrorBody>
