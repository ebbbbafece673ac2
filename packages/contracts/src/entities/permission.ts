import { z } from 'zod'
import { Id } from '../primitives.ts'

/** spec §3: a service permission; an organisation grants it when any of its services lists it. */
export const Permission = z.object({ id: Id, identifier: z.string() })
export type Permission = z.infer<typeof Permission>
