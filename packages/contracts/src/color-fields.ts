import { z } from 'zod'
import { parseColor } from './color.ts'

// The colour fields of the contracts, apart from the parsing in color.ts: the back office's
// chrome parses colours at start, before any contract (and zod) is loaded (issue #18).

const COLOR_MAX = 100

/**
 * A colour field of a request: any spec §5 spelling in, its normal spelling out (`toCss()`).
 * A wrong value fails with the message key `color` (validation.color on the server).
 */
export const ColorInput = ({ allowAlpha }: { allowAlpha: boolean }) =>
  z
    .string()
    .max(COLOR_MAX)
    .transform((value, ctx) => {
      const color = parseColor(value, { allowAlpha })
      if (color) return color.toCss()
      ctx.addIssue({ code: 'custom', message: 'color' })
      return z.NEVER
    })

/** A colour as stored and answered: already in its normal spelling. */
export const CssColor = z
  .string()
  .max(COLOR_MAX)
  .refine((value) => parseColor(value) !== null, { message: 'color' })
