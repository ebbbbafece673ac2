import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { addresses, organizations } from '../../db/schema/index.ts'
import type { TenantScope } from '../../lib/tenant-scope.ts'

export type AddressRow = typeof addresses.$inferSelect
export type AddressFields = Pick<
  AddressRow,
  'name' | 'street' | 'housenumber' | 'postcode' | 'city' | 'country'
>

/** The organisation's settings columns and its addresses; every query is scoped to one organisation. */
export function createOrganizationSettingsRepository(db: Db) {
  const setBilling = (tx: Pick<Db, 'update'>, organizationId: number, id: number, now: Date) =>
    tx
      .update(organizations)
      .set({ billingAddressId: id, updatedAt: now })
      .where(eq(organizations.id, organizationId))

  return {
    update: async (
      { organizationId }: TenantScope,
      changes: Partial<
        Pick<
          typeof organizations.$inferInsert,
          'title' | 'logoFileId' | 'iconFileId' | 'country' | 'timeZone' | 'mailLocale' | 'currency'
        >
      > & { updatedAt: Date },
    ) => {
      const [row] = await db
        .update(organizations)
        .set(changes)
        .where(eq(organizations.id, organizationId))
        .returning()
      return row ?? null
    },

    addresses: {
      list: ({ organizationId }: TenantScope) =>
        db
          .select()
          .from(addresses)
          .where(eq(addresses.organizationId, organizationId))
          .orderBy(asc(addresses.name), asc(addresses.id)),

      find: async ({ organizationId, id }: TenantScope & { id: number }) =>
        (await db.query.addresses.findFirst({
          where: and(eq(addresses.organizationId, organizationId), eq(addresses.id, id)),
        })) ?? null,

      /** Inserts the address, and makes it the billing address in the same transaction. */
      insert: ({
        organizationId,
        fields,
        isBilling,
        now,
      }: TenantScope & { fields: AddressFields; isBilling: boolean; now: Date }) =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(addresses)
            .values({
              ...fields,
              organizationId,
              addressableType: 'organization',
              addressableId: organizationId,
              createdAt: now,
              updatedAt: now,
            })
            .returning()
          if (isBilling) await setBilling(tx, organizationId, row!.id, now)
          return row!
        }),

      update: ({
        organizationId,
        id,
        fields,
        isBilling,
        now,
      }: TenantScope & { id: number; fields: AddressFields; isBilling: boolean; now: Date }) =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .update(addresses)
            .set({ ...fields, updatedAt: now })
            .where(and(eq(addresses.organizationId, organizationId), eq(addresses.id, id)))
            .returning()
          if (row && isBilling) await setBilling(tx, organizationId, row.id, now)
          return row ?? null
        }),

      delete: async ({ organizationId, id }: TenantScope & { id: number }) => {
        const [row] = await db
          .delete(addresses)
          .where(and(eq(addresses.organizationId, organizationId), eq(addresses.id, id)))
          .returning({ id: addresses.id })
        return row ?? null
      },
    },
  }
}

export type OrganizationSettingsRepository = ReturnType<typeof createOrganizationSettingsRepository>
