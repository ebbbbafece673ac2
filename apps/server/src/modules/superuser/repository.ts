import { and, asc, count, desc, eq, ilike, inArray, isNull, like, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  domains,
  invoices,
  mailOutbox,
  mediaFiles,
  organizationInvitations,
  organizationJoinRequests,
  organizations,
  organizationUser,
  services,
  sessions,
  sites,
  subscriptions,
  users,
} from '../../db/schema/index.ts'
import { inTransaction } from '../../db/transaction.ts'
import { containsPattern, pageOf } from './paging.ts'

export type UserRow = typeof users.$inferSelect
export type OrganizationRow = typeof organizations.$inferSelect

/**
 * The listed organisation's id with its table named: in a select list drizzle writes a column
 * bare ("id"), which a subquery reads as a column of its own table — every site counted for
 * every organisation (issue 34, item 5).
 */
const OUTER_ORGANIZATION_ID = sql`${organizations}.${sql.identifier(organizations.id.name)}`

const USER_SORTS = { name: users.name, email: users.email, created_at: users.createdAt }

/**
 * The operator's reads and writes across accounts and organisations (issue #17). It reads the
 * billing tables directly, so the console does not depend on the billing module's code.
 */
export function createSuperuserRepository(db: Db) {
  /** The user's organisations with the role, by title. */
  const membershipsOf = (userId: number) =>
    db
      .select({
        id: organizations.id,
        title: organizations.title,
        role: organizationUser.role,
        joinedAt: organizationUser.createdAt,
      })
      .from(organizationUser)
      .innerJoin(organizations, eq(organizations.id, organizationUser.organizationId))
      .where(eq(organizationUser.userId, userId))
      .orderBy(asc(organizations.title))

  /** An organisation's members with their roles, by e-mail. */
  const membersOf = (organizationId: number) =>
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: organizationUser.role,
      })
      .from(organizationUser)
      .innerJoin(users, eq(users.id, organizationUser.userId))
      .where(eq(organizationUser.organizationId, organizationId))
      .orderBy(asc(users.email))

  return {
    /** Runs `work` in one transaction; the queries that take `tx` run in it. */
    transaction: <T>(work: (tx: Db) => Promise<T>) => inTransaction(db, work),

    async listUsers(args: {
      search: string
      page: number
      sort: keyof typeof USER_SORTS
      direction: 'asc' | 'desc'
    }) {
      const pattern = containsPattern(args.search)
      const where = args.search
        ? or(ilike(users.name, pattern), ilike(users.email, pattern))
        : undefined
      const [{ total }] = (await db.select({ total: count() }).from(users).where(where)) as [
        { total: number },
      ]
      const { offset, limit, page } = pageOf(args.page, total)
      const order = args.direction === 'asc' ? asc : desc
      const rows = await db.query.users.findMany({
        where,
        orderBy: [order(USER_SORTS[args.sort]), order(users.id)],
        offset,
        limit,
      })
      return page(rows)
    },

    findUser: async (id: number, tx: Db = db) =>
      (await tx.query.users.findFirst({ where: eq(users.id, id) })) ?? null,

    updateUser: async (tx: Db, id: number, changes: Partial<typeof users.$inferInsert>) => {
      const [row] = await tx.update(users).set(changes).where(eq(users.id, id)).returning()
      return row ?? null
    },

    /** The superusers who can still sign in, locked until the transaction ends (last-one guard). */
    lockActiveSuperusers: (tx: Db) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.superuser, true), isNull(users.disabledAt)))
        .for('update'),

    membershipsOf,

    sessionsOf: (userId: number) =>
      db.query.sessions.findMany({
        where: eq(sessions.userId, userId),
        orderBy: [desc(sessions.lastSeenAt)],
      }),

    /** Ends the user's sessions: all, or the one whose id starts with `hint`; how many ended. */
    async endSessions(tx: Db, userId: number, hint?: string) {
      const rows = await tx
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), hint ? like(sessions.id, `${hint}%`) : undefined))
        .returning({ id: sessions.id })
      return rows.length
    },

    joinRequestsOf: (userId: number) =>
      db
        .select({
          id: organizationJoinRequests.id,
          organizationId: organizationJoinRequests.organizationId,
          organizationTitle: organizations.title,
          status: organizationJoinRequests.status,
          decidedAt: organizationJoinRequests.decidedAt,
          createdAt: organizationJoinRequests.createdAt,
        })
        .from(organizationJoinRequests)
        .innerJoin(organizations, eq(organizations.id, organizationJoinRequests.organizationId))
        .where(eq(organizationJoinRequests.userId, userId))
        .orderBy(asc(organizationJoinRequests.id)),

    invitationsSentBy: (userId: number) =>
      db
        .select({
          id: organizationInvitations.id,
          organizationId: organizationInvitations.organizationId,
          email: organizationInvitations.email,
          role: organizationInvitations.role,
          expiresAt: organizationInvitations.expiresAt,
          acceptedAt: organizationInvitations.acceptedAt,
          revokedAt: organizationInvitations.revokedAt,
          createdAt: organizationInvitations.createdAt,
        })
        .from(organizationInvitations)
        .where(eq(organizationInvitations.invitedBy, userId))
        .orderBy(asc(organizationInvitations.id)),

    mailsTo: (email: string) =>
      db.query.mailOutbox.findMany({
        where: eq(mailOutbox.to, email),
        orderBy: [asc(mailOutbox.createdAt), asc(mailOutbox.id)],
      }),

    /**
     * The organisations the user is the only owner of, with their other members (the user cannot
     * be deleted while anyone else would be left without an owner), and those the user is the only
     * member of.
     */
    async ownershipOf(userId: number) {
      const owned = (await membershipsOf(userId)).filter((m) => m.role === 'owner')
      const result: {
        id: number
        title: string
        otherOwners: number
        others: { id: number; name: string; email: string; role: string }[]
      }[] = []
      for (const organization of owned) {
        const others = (await membersOf(organization.id)).filter((m) => m.id !== userId)
        result.push({
          ...organization,
          otherOwners: others.filter((m) => m.role === 'owner').length,
          others,
        })
      }
      return result
    },

    /** Organisations of which the user is the only member. */
    async soleMemberships(userId: number) {
      const mine = db
        .select({ id: organizationUser.organizationId })
        .from(organizationUser)
        .where(eq(organizationUser.userId, userId))
      return db
        .select({ id: organizations.id, title: organizations.title })
        .from(organizations)
        .where(
          and(
            inArray(organizations.id, mine),
            sql`(select count(*) from ${organizationUser} where ${organizationUser.organizationId} = ${organizations.id}) = 1`,
          ),
        )
    },

    deleteUser: async (tx: Db, id: number) => {
      const rows = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id })
      return rows.length > 0
    },

    async listOrganizations(args: { search: string; page: number }) {
      const where = args.search
        ? ilike(organizations.title, containsPattern(args.search))
        : undefined
      const [{ total }] = (await db
        .select({ total: count() })
        .from(organizations)
        .where(where)) as [{ total: number }]
      const { offset, limit, page } = pageOf(args.page, total)
      const rows = await db
        .select({
          organization: organizations,
          memberCount: sql<number>`(select count(*) from ${organizationUser} where ${organizationUser.organizationId} = ${OUTER_ORGANIZATION_ID})::int`,
          siteCount: sql<number>`(select count(*) from ${sites} where ${sites.organizationId} = ${OUTER_ORGANIZATION_ID})::int`,
        })
        .from(organizations)
        .where(where)
        .orderBy(asc(sql`lower(${organizations.title})`), asc(organizations.id))
        .offset(offset)
        .limit(limit)
      return page(rows)
    },

    findOrganization: async (id: number, tx: Db = db) =>
      (await tx.query.organizations.findFirst({ where: eq(organizations.id, id) })) ?? null,

    updateOrganization: async (
      tx: Db,
      id: number,
      changes: Partial<typeof organizations.$inferInsert>,
    ) => {
      const [row] = await tx
        .update(organizations)
        .set(changes)
        .where(eq(organizations.id, id))
        .returning()
      return row ?? null
    },

    membersOf,

    async sitesOf(organizationId: number) {
      const siteRows = await db
        .select({ id: sites.id, title: sites.title, identifier: sites.identifier })
        .from(sites)
        .where(eq(sites.organizationId, organizationId))
        .orderBy(asc(sites.id))
      const domainRows = await db.query.domains.findMany({
        where: eq(domains.organizationId, organizationId),
        orderBy: [asc(domains.domain)],
      })
      return siteRows.map((site) => ({
        ...site,
        domains: domainRows.filter((d) => d.siteId === site.id),
      }))
    },

    subscriptionsOf: (organizationId: number) =>
      db
        .select({ subscription: subscriptions, serviceTitle: services.title })
        .from(subscriptions)
        .innerJoin(services, eq(services.id, subscriptions.serviceId))
        .where(eq(subscriptions.organizationId, organizationId))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id)),

    invoicesOf: (organizationId: number) =>
      db.query.invoices.findMany({
        where: eq(invoices.organizationId, organizationId),
        orderBy: [desc(invoices.createdAt), desc(invoices.id)],
      }),

    storageBytesOf: async (organizationId: number) => {
      const [row] = await db
        .select({ bytes: sql<string | null>`sum(${mediaFiles.size})` })
        .from(mediaFiles)
        .where(eq(mediaFiles.organizationId, organizationId))
      return Number(row?.bytes ?? 0)
    },
  }
}

export type SuperuserRepository = ReturnType<typeof createSuperuserRepository>
