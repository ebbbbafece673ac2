import { z } from 'zod'
import { ICONS } from '../constants.ts'

/** An icon's name in the set, e.g. `layout-navbar` (Iconify's name rule, bounded). */
export const IconName = z
  .string()
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'icon')
export type IconName = z.infer<typeof IconName>

/**
 * Iconify API query: `icons=a,b,c`. Names are checked one by one; a well-formed name the set lacks
 * is simply absent from the answer (Iconify lists it under `not_found`).
 */
export const IconDataQuery = z.object({
  icons: z
    .string()
    .max(ICONS.api.maxUrlLength)
    .transform((value) => value.split(','))
    .pipe(z.array(IconName).min(1).max(ICONS.maxPerRequest)),
})

/** One icon of an IconifyJSON answer: SVG content and its box. */
export const IconData = z.object({
  body: z.string(),
  width: z.number().optional(),
  height: z.number().optional(),
})
export type IconData = z.infer<typeof IconData>

/** The IconifyJSON an Iconify API answers; `@iconify/react` reads it as it is. */
export const IconSetResponse = z.object({
  prefix: z.string(),
  icons: z.record(z.string(), IconData),
  aliases: z.record(z.string(), z.object({ parent: z.string() })).optional(),
  width: z.number(),
  height: z.number(),
  not_found: z.array(z.string()).optional(),
})
export type IconSetResponse = z.infer<typeof IconSetResponse>

/** GET /api/icons/search: words to look for in icon names; none lists the set from the start. */
export const IconSearchQuery = z.object({
  query: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(ICONS.maxSearchResults).default(96),
})
export type IconSearchQuery = z.input<typeof IconSearchQuery>

/** The picker's grid: icon names (without prefix) and how many matched in all. */
export const IconSearchResponse = z.object({
  prefix: z.string(),
  icons: z.array(IconName),
  total: z.number().int().nonnegative(),
})
export type IconSearchResponse = z.infer<typeof IconSearchResponse>
