import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { services, subscriptions } from '../db/schema/index.ts'
import { periodEnd } from '../modules/billing/charges.ts'

/**
 * Gives an organisation a running subscription of a catalogue service without an invoice: the
 * demo organisation's plan, and tests' organisations that use locked features. Needs the
 * catalogue (seed/catalogue.ts).
 */
export async function grantPlan(
  db: Db,
  organizationId: number,
  identifier: string,
  { units = 1, now = new Date() }: { units?: number; now?: Date } = {},
) {
  const service = await db.query.services.findFirst({ where: eq(services.identifier, identifier) })
  if (!service) throw new Error(`no service ${identifier} in the catalogue`)
  const [row] = await db
    .insert(subscriptions)
    .values({
      organizationId,
      serviceId: service.id,
      units,
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd(now, service.priceType),
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  return row!
}
