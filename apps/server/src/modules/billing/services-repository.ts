import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { permissionService, permissions, services, subscriptions } from '../../db/schema/index.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { PermissionRef, ServiceRow, SubscriptionRow } from './mappers.ts'

export type ServiceValues = Omit<typeof services.$inferInsert, 'id' | 'createdAt'>

/** A subscription that has not ended at `now` (decision 029: live until its `deleted_at`). */
export const liveAt = (now: Date) =>
  or(isNull(subscriptions.deletedAt), gt(subscriptions.deletedAt, now))

/** A service row with the identifiers of the permissions it grants, read with `tx`. */
async function snapshot(tx: Db, id: number) {
  const [row] = await tx.select().from(services).where(eq(services.id, id)).for('update')
  if (!row) return null
  const granted = await tx
    .select({ identifier: permissions.identifier })
    .from(permissionService)
    .innerJoin(permissions, eq(permissions.id, permissionService.permissionId))
    .where(eq(permissionService.serviceId, id))
    .orderBy(asc(permissions.identifier))
  return { ...row, permissions: granted.map((p) => p.identifier) }
}

export type ServiceSnapshot = NonNullable<Awaited<ReturnType<typeof snapshot>>>

/** The operator's catalogue: services, the permissions each grants. */
export function createServicesRepository(db: Db) {
  async function permissionsOf(serviceIds: number[]) {
    if (!serviceIds.length) return new Map<number, PermissionRef[]>()
    const rows = await db
      .select({
        serviceId: permissionService.serviceId,
        id: permissions.id,
        identifier: permissions.identifier,
      })
      .from(permissionService)
      .innerJoin(permissions, eq(permissions.id, permissionService.permissionId))
      .where(inArray(permissionService.serviceId, serviceIds))
      .orderBy(asc(permissions.identifier))
    const byService = new Map<number, PermissionRef[]>()
    for (const { serviceId, ...permission } of rows)
      byService.set(serviceId, [...(byService.get(serviceId) ?? []), permission])
    return byService
  }

  /** The rows with their permissions and the organisation's live subscriptions of them. */
  async function withDetails(rows: ServiceRow[], organizationId: number | null, now: Date) {
    const ids = rows.map((r) => r.id)
    const [granted, subs] = await Promise.all([
      permissionsOf(ids),
      organizationId !== null && ids.length
        ? db
            .select()
            .from(subscriptions)
            .where(
              and(
                eq(subscriptions.organizationId, organizationId),
                inArray(subscriptions.serviceId, ids),
                liveAt(now),
              ),
            )
            .orderBy(asc(subscriptions.id))
        : ([] as SubscriptionRow[]),
    ])
    return rows.map((row) => ({
      ...row,
      permissions: granted.get(row.id) ?? [],
      subscriptions: subs.filter((s) => s.serviceId === row.id),
    }))
  }

  return {
    /** Runs `work` in one transaction; the queries that take `tx` run in it. */
    transaction: <T>(work: (tx: Db) => Promise<T>) => inTransaction(db, work),
    withDetails,

    /**
     * The services the organisation has a live subscription of, and with `offered` the active
     * ones too, in catalogue order.
     */
    async listForOrganization(organizationId: number, now: Date, { offered = true } = {}) {
      const subscribed = db
        .select({ id: subscriptions.serviceId })
        .from(subscriptions)
        .where(and(eq(subscriptions.organizationId, organizationId), liveAt(now)))
      const rows = await db
        .select()
        .from(services)
        .where(
          offered
            ? or(eq(services.active, true), inArray(services.id, subscribed))
            : inArray(services.id, subscribed),
        )
        .orderBy(asc(services.position), asc(services.id))
      return withDetails(rows, organizationId, now)
    },

    findByIdentifier: async (identifier: string) =>
      (await db.query.services.findFirst({ where: eq(services.identifier, identifier) })) ?? null,

    findById: async (id: number) =>
      (await db.query.services.findFirst({ where: eq(services.id, id) })) ?? null,

    /** Active services granting `permission`, in catalogue order (what a locked feature names). */
    grantingServices: (permission: string) =>
      db
        .select({ identifier: services.identifier, title: services.title })
        .from(services)
        .innerJoin(permissionService, eq(permissionService.serviceId, services.id))
        .innerJoin(permissions, eq(permissions.id, permissionService.permissionId))
        .where(and(eq(permissions.identifier, permission), eq(services.active, true)))
        .orderBy(asc(services.position), asc(services.id)),

    /**
     * What the organisation's live subscriptions grant: each permission with its service's title,
     * price type and units.
     */
    liveGrants: (organizationId: number, now: Date) =>
      db
        .select({
          permission: permissions.identifier,
          title: services.title,
          priceType: services.priceType,
          units: subscriptions.units,
        })
        .from(subscriptions)
        .innerJoin(services, eq(services.id, subscriptions.serviceId))
        .innerJoin(permissionService, eq(permissionService.serviceId, services.id))
        .innerJoin(permissions, eq(permissions.id, permissionService.permissionId))
        .where(and(eq(subscriptions.organizationId, organizationId), liveAt(now))),

    /** Every service, withdrawn ones too, in catalogue order (the operator's list). */
    async listAll(now: Date) {
      const rows = await db
        .select()
        .from(services)
        .orderBy(asc(services.position), asc(services.id))
      return withDetails(rows, null, now)
    },

    /**
     * Inserts (id null) or updates a service and replaces its permissions, with `tx` (the caller's
     * transaction, which also records the change). Answers the row as it was and as it is now.
     */
    async save(tx: Db, id: number | null, values: ServiceValues, permissionIdentifiers: string[]) {
      const before = id === null ? null : await snapshot(tx, id)
      if (id !== null && !before) return null
      const [row] =
        id === null
          ? await tx
              .insert(services)
              // a new service comes last in the catalogue
              .values({
                ...values,
                position: sql`(select coalesce(max(position), -1) + 1 from services)`,
              })
              .returning()
          : await tx.update(services).set(values).where(eq(services.id, id)).returning()
      await tx.delete(permissionService).where(eq(permissionService.serviceId, row!.id))
      if (permissionIdentifiers.length) {
        const ids = await tx
          .select({ id: permissions.id })
          .from(permissions)
          .where(inArray(permissions.identifier, permissionIdentifiers))
        if (ids.length)
          await tx
            .insert(permissionService)
            .values(ids.map((p) => ({ serviceId: row!.id, permissionId: p.id })))
      }
      return { before, after: (await snapshot(tx, row!.id))! }
    },
  }
}

export type ServicesRepository = ReturnType<typeof createServicesRepository>
