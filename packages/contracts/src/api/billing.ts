import { z } from 'zod'
import { DbDateTime, Id, Text } from '../primitives.ts'
import {
  PRICE_TYPES,
  SERVICE_PRICE_MAX,
  SUBSCRIPTION_UNITS_MAX,
  Subscription,
} from '../entities/service.ts'

/**
 * Services, subscriptions and payments (issue #16; decisions 029 permissions, 030 payments).
 * Money is integer cents everywhere; amounts are in the organisation's currency.
 */

/** The permissions the server enforces (decision 029); a service grants any of them. */
export const PERMISSION_IDENTIFIERS = ['custom_domains', 'own_fonts', 'multiple_sites'] as const
export type PermissionIdentifier = (typeof PERMISSION_IDENTIFIERS)[number]

/** A number of units: a whole number from 1 to SUBSCRIPTION_UNITS_MAX. */
export const Units = z.number().int().min(1).max(SUBSCRIPTION_UNITS_MAX)

/** A service's identifier, also its address: /backend/organization/services/{identifier}. */
export const ServiceIdentifier = z
  .string()
  .min(2)
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'slug' })
export const ServiceIdentifierParams = z.object({ identifier: ServiceIdentifier })

/** POST services, PUT services/{id}: the operator's catalogue (superusers). */
export const ServiceBody = z.strictObject({
  identifier: ServiceIdentifier,
  title: Text(120).min(1),
  feature_list: z.array(Text(200).min(1)).max(30),
  service_id: Id.nullable().optional(),
  price: z.number().int().min(0).max(SERVICE_PRICE_MAX),
  price_type: z.enum(PRICE_TYPES),
  trial_days: z.number().int().min(0).max(365),
  active: z.boolean(),
  permissions: z.array(z.enum(PERMISSION_IDENTIFIERS)).max(PERMISSION_IDENTIFIERS.length),
})
export type ServiceBody = z.infer<typeof ServiceBody>

/** POST services/{identifier}/subscription: subscribe (owners). */
export const SubscribeBody = z.strictObject({ units: Units })
export type SubscribeBody = z.infer<typeof SubscribeBody>

/**
 * PATCH subscriptions/{id}: change the units (owners). More units apply at once (the rest of the
 * period is charged pro rata); fewer apply at the next period (`change_at`).
 */
export const ChangeUnitsBody = z.strictObject({ units: Units })
export type ChangeUnitsBody = z.infer<typeof ChangeUnitsBody>

export const SubscriptionResponse = Subscription

export const INVOICE_STATUSES = ['open', 'paid', 'failed', 'void'] as const
export const PAYMENT_PROVIDERS = ['invoice', 'stripe'] as const
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number]

export const InvoiceLine = z.object({
  service_id: Id,
  subscription_id: Id,
  title: z.string(),
  units: z.number().int(),
  unit_price: z.number().int(),
  amount: z.number().int(),
  period_start: DbDateTime,
  period_end: DbDateTime.nullable(),
})
export type InvoiceLine = z.infer<typeof InvoiceLine>

/** An invoice: one charge of one subscription for one period (or a pro-rata increase). */
export const Invoice = z.object({
  id: Id,
  number: z.string(),
  organization_id: Id,
  status: z.enum(INVOICE_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  currency: z.string(),
  /** Cents. */
  amount: z.number().int(),
  lines: z.array(InvoiceLine),
  billing_address: z
    .object({
      name: z.string(),
      street: z.string(),
      housenumber: z.string(),
      postcode: z.string(),
      city: z.string(),
      country: z.string(),
    })
    .nullable(),
  due_at: DbDateTime,
  paid_at: DbDateTime.nullable(),
  /** Why the last charge failed (the provider's words), else null. */
  failure_reason: z.string().nullable(),
  created_at: DbDateTime,
})
export type Invoice = z.infer<typeof Invoice>

export const InvoicesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
})
export const InvoicesPage = z.object({
  data: z.array(Invoice),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
})
export type InvoicesPage = z.infer<typeof InvoicesPage>

export const PAYMENT_METHOD_TYPES = ['card', 'sepa_debit'] as const
export const PaymentMethod = z.object({
  id: Id,
  type: z.enum(PAYMENT_METHOD_TYPES),
  /** 'visa', 'mastercard' …; the bank's name for SEPA, when known. */
  brand: z.string().nullable(),
  last4: z.string(),
  exp_month: z.number().int().nullable(),
  exp_year: z.number().int().nullable(),
  is_default: z.boolean(),
  created_at: DbDateTime,
})
export type PaymentMethod = z.infer<typeof PaymentMethod>

/**
 * GET payments/config (spec §7: the card provider's public key, loaded once the user is signed
 * in). `provider` is 'stripe' when the server has Stripe keys, else 'invoice' (bank transfer,
 * marked paid by a superuser); `publishable_key` is null then.
 */
export const PaymentsConfig = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  publishable_key: z.string().nullable(),
  /** Where bank transfers go, for the invoice provider (the operator's account). */
  bank_account: z
    .object({ holder: z.string(), iban: z.string(), bic: z.string().nullable() })
    .nullable(),
})
export type PaymentsConfig = z.infer<typeof PaymentsConfig>

/** POST payment-methods/setup-intent: the client secret Stripe.js confirms a new card or SEPA with. */
export const SetupIntentBody = z.strictObject({ type: z.enum(PAYMENT_METHOD_TYPES) })
export const SetupIntentResponse = z.object({ client_secret: z.string() })

/** POST payment-methods: keep the method a confirmed setup intent produced. */
export const AddPaymentMethodBody = z.strictObject({
  setup_intent_id: z.string().regex(/^seti_[A-Za-z0-9_]{1,200}$/, { message: 'setup_intent' }),
})
export type AddPaymentMethodBody = z.infer<typeof AddPaymentMethodBody>
