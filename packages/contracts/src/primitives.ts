import { z } from 'zod'
import { DB_DATE_TIME } from './dates.ts'

/** A database id: positive integer. Route params arrive as strings and are coerced. */
export const Id = z.number().int().positive()
export const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
export type IdParams = z.infer<typeof IdParams>

/** spec §9: 'YYYY-MM-DD HH:MM:SS' in UTC. */
export const DbDateTime = z.string().regex(DB_DATE_TIME)

export const Email = z.email().max(255)
/** Free text a person types: trimmed, no control characters. */
export const Text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    // eslint-disable-next-line no-control-regex
    .refine((s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s), {
      message: 'invalid_characters',
    })
export const Password = z.string().min(8).max(255)
