import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { organizationUser, organizations, users } from '../db/schema/index.ts'
import type { AuthUser, MembershipRole, RequestContext } from './request-context.ts'

/**
 * Who may act in which organisation (ARCHITECTURE "Security model"): a member with their role, a
 * superuser everywhere with no role (decision 031), anybody else nowhere. Route access asks it
 * before any handler runs; modules ask it for rows whose organisation is not the request's (a file
 * by id, a font, an image). Part of the kernel (decision 058): everything below the organisations'
 * own screens depends on it.
 */
export function createAccess(db: Db) {
  async function accessTo(
    user: AuthUser,
    organizationId: number,
  ): Promise<{ role: MembershipRole } | undefined> {
    const member = await db.query.organizationUser.findFirst({
      columns: { role: true },
      where: and(
        eq(organizationUser.userId, user.id),
        eq(organizationUser.organizationId, organizationId),
      ),
    })
    if (member) return { role: member.role }
    if (!user.superuser) return undefined
    const exists = await db.query.organizations.findFirst({
      columns: { id: true },
      where: eq(organizations.id, organizationId),
    })
    return exists ? { role: null } : undefined
  }

  return {
    accessTo,
    /** The owners' addresses and names: who hears of invoices and join requests. */
    ownersOf: (organizationId: number) =>
      db
        .select({ email: users.email, name: users.name })
        .from(organizationUser)
        .innerJoin(users, eq(users.id, organizationUser.userId))
        .where(
          and(
            eq(organizationUser.organizationId, organizationId),
            eq(organizationUser.role, 'owner'),
          ),
        ),
    /** Whether the request's user may act in the organisation. */
    mayAccess: async (ctx: RequestContext, organizationId: number) =>
      Boolean(ctx.user && (await accessTo(ctx.user, organizationId))),
  }
}

export type Access = ReturnType<typeof createAccess>
