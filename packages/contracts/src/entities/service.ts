import { z } from 'zod'
import { DbDateTime, Id } from '../primitives.ts'
import { Permission } from './permission.ts'

/**
 * How a service is charged (issue #16, decision 030). Every charge is `price × units` in cents:
 * - `monthly`: a plan billed every month (units fixed at 1);
 * - `yearly`: a plan billed every year (units fixed at 1);
 * - `per_unit`: a number of units chosen by the organisation, billed every month;
 * - `once`: charged once when subscribed, never renewed.
 */
export const PRICE_TYPES = ['monthly', 'yearly', 'once', 'per_unit'] as const
export type PriceType = (typeof PRICE_TYPES)[number]

/** The most units one subscription may have, and the highest price of one unit (cents). */
export const SUBSCRIPTION_UNITS_MAX = 10_000
export const SERVICE_PRICE_MAX = 100_000_000

/**
 * What a subscription is doing now: in its trial, running, cancelled but running until
 * `deleted_at` (reversible until then), or ended.
 */
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'canceling', 'ended'] as const

/** spec §3 Subscription, with its current billing period. */
export const Subscription = z.object({
  id: Id,
  organization_id: Id,
  service_id: Id,
  units: z.number().int(),
  /** When `change_units` takes effect (a decrease waits for the next period). */
  change_at: DbDateTime.nullable(),
  change_units: z.number().int().nullable(),
  trial_until: DbDateTime.nullable(),
  trial_ended: z.boolean(),
  /** Set on cancel: the end of the current period; the subscription runs until then. */
  deleted_at: DbDateTime.nullable(),
  current_period_start: DbDateTime,
  /** null for a one-off service. */
  current_period_end: DbDateTime.nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  created_at: DbDateTime,
})
export type Subscription = z.infer<typeof Subscription>

/**
 * spec §3: a service an organisation can subscribe to. Prices in cents. `subscriptions` are the
 * current organisation's live subscriptions of it (at most one); `isSubscribed` says whether
 * there is one.
 */
export const Service = z.object({
  id: Id,
  identifier: z.string(),
  title: z.string(),
  feature_list: z.array(z.string()),
  service_id: Id.nullable(),
  price: z.number().int(),
  price_type: z.enum(PRICE_TYPES),
  /** Days of free trial a first subscription starts with (0: none). */
  trial_days: z.number().int(),
  /** Offered to organisations; a withdrawn service keeps running for who has it. */
  active: z.boolean(),
  permissions: z.array(Permission),
  subscriptions: z.array(Subscription),
  isSubscribed: z.boolean(),
})
export type Service = z.infer<typeof Service>
