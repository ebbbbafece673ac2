import { z } from 'zod'
import { Id } from '../primitives.ts'
import { Permission } from './permission.ts'

export const PRICE_TYPES = ['monthly', 'yearly', 'once', 'per_unit'] as const

/** spec §3: a service an organisation can subscribe to. Prices in cents. */
export const Service = z.object({
  id: Id,
  identifier: z.string(),
  title: z.string(),
  feature_list: z.array(z.string()),
  service_id: Id.nullable(),
  price: z.number().int(),
  price_type: z.enum(PRICE_TYPES),
  permissions: z.array(Permission),
  isSubscribed: z.boolean(),
})
export type Service = z.infer<typeof Service>
