import { z } from 'zod'
import { inUseErrorBody } from '../errors.ts'
import { Id } from '../primitives.ts'

/** A theme that still uses a colour set: the reason a delete answers 409. */
export const ThemeUsage = z.object({ type: z.literal('theme'), id: Id, title: z.string() })
export type ThemeUsage = z.infer<typeof ThemeUsage>

/** An organisation whose back office wears the colour set (its appearance settings). */
export const OrganizationAppearanceUsage = z.object({
  type: z.literal('organization'),
  id: Id,
  title: z.string(),
})
export type OrganizationAppearanceUsage = z.infer<typeof OrganizationAppearanceUsage>

export const ColorsetUsage = z.discriminatedUnion('type', [ThemeUsage, OrganizationAppearanceUsage])
export type ColorsetUsage = z.infer<typeof ColorsetUsage>

/**
 * spec §5/§8 usage conflict of DELETE colorsets/{id}: error type is_used, and the themes and the
 * organisation appearance that use the set.
 */
export const ColorsetInUseErrorBody = inUseErrorBody(ColorsetUsage)
export type ColorsetInUseErrorBody = z.infer<typeof ColorsetInUseErrorBody>
