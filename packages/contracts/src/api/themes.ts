import { z } from 'zod'
import { inUseErrorBody } from '../errors.ts'
import { Id } from '../primitives.ts'

/** A theme that still uses a colour set: the reason a delete answers 409. */
export const ThemeUsage = z.object({ type: z.literal('theme'), id: Id, title: z.string() })
export type ThemeUsage = z.infer<typeof ThemeUsage>

/** spec §5/§8 usage conflict of DELETE colorsets/{id}: error type is_used and the themes. */
export const ColorsetInUseErrorBody = inUseErrorBody(ThemeUsage)
export type ColorsetInUseErrorBody = z.infer<typeof ColorsetInUseErrorBody>
