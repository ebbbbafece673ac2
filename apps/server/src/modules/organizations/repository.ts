import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  organizationJoinRequests,
  organizationUser,
  organizations,
  users,
} from '../../db/schema/index.ts'

export type OrganizationRow = typeof organizations.$inferSelect
export type Role = 'owner' | 'admin' | 'editor'

export function createOrganizationsRepository(db: Db) {
  return {
    findById: async (id: number) =>
      (await db.query.organizations.findFirst({ where: eq(organizations.id, id) })) ?? null,

    findByTitle: async (title: string) =>
      (await db.query.organizations.findFirst({
        where: sql`lower(${organizations.title}) = lower(${title})`,
      })) ?? null,

    /** Creates the organisation and its first owner in one transaction. */
    createWithOwner: ({
      title,
      apiKey,
      userId,
    }: {
      title: string
      apiKey: string
      userId: number
    }) =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(organizations).values({ title, apiKey }).returning()
        await tx.insert(organizationUser).values({ organizationId: row!.id, userId, role: 'owner' })
        return row!
      }),

    update: async (
      id: number,
      changes: { title?: string; backendColorsetId?: number | null; now: Date },
    ) => {
      const [row] = await db
        .update(organizations)
        .set({
          title: changes.title,
          backendColorsetId: changes.backendColorsetId,
          updatedAt: changes.now,
        })
        .where(eq(organizations.id, id))
        .returning()
      return row ?? null
    },

    findIdByApiKey: async (apiKey: string) =>
      (
        await db
          .select({ id: organizations.id })
          .from(organizations)
          .where(eq(organizations.apiKey, apiKey))
          .limit(1)
      )[0]?.id ?? null,

    setApiKey: async (id: number, apiKey: string, now: Date) => {
      await db.update(organizations).set({ apiKey, updatedAt: now }).where(eq(organizations.id, id))
    },

    /** The organisation, if its back office wears this colour set (a usage of the set). */
    roleOf: async (userId: number, organizationId: number): Promise<Role | null> => {
      const row = await db.query.organizationUser.findFirst({
        where: and(
          eq(organizationUser.userId, userId),
          eq(organizationUser.organizationId, organizationId),
        ),
      })
      return row?.role ?? null
    },

    listForUser: (userId: number) =>
      db
        .select({ id: organizations.id, title: organizations.title, role: organizationUser.role })
        .from(organizationUser)
        .innerJoin(organizations, eq(organizations.id, organizationUser.organizationId))
        .where(eq(organizationUser.userId, userId))
        .orderBy(asc(organizationUser.createdAt), asc(organizations.id)),

    members: (organizationId: number) =>
      db
        .select({ id: users.id, name: users.name, email: users.email, role: organizationUser.role })
        .from(organizationUser)
        .innerJoin(users, eq(users.id, organizationUser.userId))
        .where(eq(organizationUser.organizationId, organizationId))
        .orderBy(asc(users.name), asc(users.id)),

    joinRequests: {
      findPending: async (organizationId: number, userId: number) =>
        (await db.query.organizationJoinRequests.findFirst({
          where: and(
            eq(organizationJoinRequests.organizationId, organizationId),
            eq(organizationJoinRequests.userId, userId),
            eq(organizationJoinRequests.status, 'pending'),
          ),
        })) ?? null,

      insert: async (organizationId: number, userId: number) => {
        const [row] = await db
          .insert(organizationJoinRequests)
          .values({ organizationId, userId })
          .returning()
        return row!
      },

      list: (where: {
        organizationId?: number
        userId?: number
        id?: number
        pendingOnly?: boolean
      }) =>
        db
          .select({
            id: organizationJoinRequests.id,
            organizationId: organizationJoinRequests.organizationId,
            organizationTitle: organizations.title,
            status: organizationJoinRequests.status,
            createdAt: organizationJoinRequests.createdAt,
            user: { id: users.id, name: users.name, email: users.email },
          })
          .from(organizationJoinRequests)
          .innerJoin(users, eq(users.id, organizationJoinRequests.userId))
          .innerJoin(organizations, eq(organizations.id, organizationJoinRequests.organizationId))
          .where(
            and(
              where.organizationId
                ? eq(organizationJoinRequests.organizationId, where.organizationId)
                : undefined,
              where.userId ? eq(organizationJoinRequests.userId, where.userId) : undefined,
              where.id ? eq(organizationJoinRequests.id, where.id) : undefined,
              where.pendingOnly ? eq(organizationJoinRequests.status, 'pending') : undefined,
            ),
          )
          .orderBy(desc(organizationJoinRequests.createdAt), desc(organizationJoinRequests.id)),

      /** Decides a pending request; accepting adds the member in the same transaction. */
      decide: ({
        organizationId,
        requestId,
        accept,
        role,
        deciderId,
        now,
      }: {
        organizationId: number
        requestId: number
        accept: boolean
        /** The accepted member's role. */
        role: Role
        deciderId: number
        now: Date
      }) =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .update(organizationJoinRequests)
            .set({ status: accept ? 'accepted' : 'declined', decidedBy: deciderId, decidedAt: now })
            .where(
              and(
                eq(organizationJoinRequests.id, requestId),
                eq(organizationJoinRequests.organizationId, organizationId),
                eq(organizationJoinRequests.status, 'pending'),
              ),
            )
            .returning()
          if (row && accept) {
            await tx
              .insert(organizationUser)
              .values({ organizationId, userId: row.userId, role })
              .onConflictDoNothing()
          }
          return row ?? null
        }),
    },
  }
}

export type OrganizationsRepository = ReturnType<typeof createOrganizationsRepository>
