import { toDbDateTime, type Invoice, type Service, type Subscription } from '@sitewerk/contracts'
import type { invoices, services, subscriptions } from '../../db/schema/index.ts'

export type ServiceRow = typeof services.$inferSelect
export type SubscriptionRow = typeof subscriptions.$inferSelect
export type InvoiceRow = typeof invoices.$inferSelect
export interface PermissionRef {
  id: number
  identifier: string
}

const dbTime = (date: Date | null) => (date ? toDbDateTime(date) : null)

/** A subscription is live (grants its permissions) until its `deleted_at` has come. */
export const isLive = (row: Pick<SubscriptionRow, 'deletedAt'>, now: Date) =>
  row.deletedAt === null || row.deletedAt.getTime() > now.getTime()

export const isTrialing = (row: SubscriptionRow, now: Date) =>
  row.trialUntil !== null && !row.trialEnded && row.trialUntil.getTime() > now.getTime()

export function subscriptionStatus(row: SubscriptionRow, now: Date): Subscription['status'] {
  if (!isLive(row, now)) return 'ended'
  if (row.deletedAt) return 'canceling'
  return isTrialing(row, now) ? 'trialing' : 'active'
}

export function toSubscriptionResponse(row: SubscriptionRow, now: Date): Subscription {
  return {
    id: row.id,
    organization_id: row.organizationId,
    service_id: row.serviceId,
    units: row.units,
    change_at: dbTime(row.changeAt),
    change_units: row.changeUnits,
    trial_until: dbTime(row.trialUntil),
    trial_ended: row.trialEnded,
    deleted_at: dbTime(row.deletedAt),
    current_period_start: toDbDateTime(row.currentPeriodStart),
    current_period_end: dbTime(row.currentPeriodEnd),
    status: subscriptionStatus(row, now),
    created_at: toDbDateTime(row.createdAt),
  }
}

export function toServiceResponse(
  row: ServiceRow & { permissions: PermissionRef[]; subscriptions: SubscriptionRow[] },
  now: Date,
): Service {
  const live = row.subscriptions.filter((s) => isLive(s, now))
  return {
    id: row.id,
    identifier: row.identifier,
    title: row.title,
    feature_list: row.featureList,
    service_id: row.serviceId,
    price: row.price,
    price_type: row.priceType,
    trial_days: row.trialDays,
    active: row.active,
    permissions: row.permissions,
    subscriptions: live.map((s) => toSubscriptionResponse(s, now)),
    isSubscribed: live.length > 0,
  }
}

export function toInvoiceResponse(row: InvoiceRow): Invoice {
  const address = row.billingAddress
  return {
    id: row.id,
    number: row.number,
    organization_id: row.organizationId,
    status: row.status,
    provider: row.provider,
    currency: row.currency,
    amount: row.amount,
    lines: row.lines,
    billing_address: address
      ? {
          name: address.name ?? '',
          street: address.street ?? '',
          housenumber: address.housenumber ?? '',
          postcode: address.postcode ?? '',
          city: address.city ?? '',
          country: address.country ?? '',
        }
      : null,
    due_at: toDbDateTime(row.dueAt),
    paid_at: dbTime(row.paidAt),
    failure_reason: row.failureReason,
    created_at: toDbDateTime(row.createdAt),
  }
}
