import { z } from 'zod'
import { inUseErrorBody } from '../errors.ts'
import { ThemeUsage } from './themes.ts'

/** spec §7 GET gfont/{name}: the stylesheet of a library family, on the page's own host. */
export const GfontResponse = z.object({ href: z.string() })
export type GfontResponse = z.infer<typeof GfontResponse>

/** spec §5/§8 usage conflict of DELETE fonts/{id}: error type is_used and the themes using it. */
export const FontInUseErrorBody = inUseErrorBody(ThemeUsage)
export type FontInUseErrorBody = z.infer<typeof FontInUseErrorBody>
