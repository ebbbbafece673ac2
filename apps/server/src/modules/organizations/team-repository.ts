import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import {
  organizationInvitations,
  organizationUser,
  organizations,
  users,
} from '../../db/schema/index.ts'
import type { Role } from './repository.ts'

const inviters = alias(users, 'inviters')
/** Neither accepted nor revoked (expired ones included: inviting again renews them). */
const isOpen = and(
  isNull(organizationInvitations.acceptedAt),
  isNull(organizationInvitations.revokedAt),
)

const INVITATION_COLUMNS = {
  id: organizationInvitations.id,
  organizationId: organizationInvitations.organizationId,
  email: organizationInvitations.email,
  role: organizationInvitations.role,
  expiresAt: organizationInvitations.expiresAt,
  createdAt: organizationInvitations.createdAt,
  inviter: { id: inviters.id, name: inviters.name },
}

export type InvitationRow = {
  id: number
  organizationId: number
  email: string
  role: Role
  expiresAt: Date
  createdAt: Date
  inviter: { id: number; name: string } | null
}

/** What `decide` of changeMembership answers: the member's new role, or removal. */
export type MembershipChange = { role: Role } | 'remove'

/** The team of an organisation (decision 031): invitations, roles, leaving. */
export function createTeamRepository(db: Db) {
  const selectInvitations = () =>
    db
      .select(INVITATION_COLUMNS)
      .from(organizationInvitations)
      .leftJoin(inviters, eq(inviters.id, organizationInvitations.invitedBy))

  return {
    /** Title and mail language of the organisation (the invitation mail is in its language). */
    findOrganization: async (organizationId: number) =>
      (
        await db
          .select({
            id: organizations.id,
            title: organizations.title,
            mailLocale: organizations.mailLocale,
          })
          .from(organizations)
          .where(eq(organizations.id, organizationId))
      )[0] ?? null,

    isMemberByEmail: async (organizationId: number, email: string) =>
      (
        await db
          .select({ id: users.id })
          .from(organizationUser)
          .innerJoin(users, eq(users.id, organizationUser.userId))
          .where(
            and(
              eq(organizationUser.organizationId, organizationId),
              sql`lower(${users.email}) = ${email}`,
            ),
          )
          .limit(1)
      ).length > 0,

    member: async (organizationId: number, userId: number) =>
      (
        await db
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            role: organizationUser.role,
          })
          .from(organizationUser)
          .innerJoin(users, eq(users.id, organizationUser.userId))
          .where(
            and(
              eq(organizationUser.organizationId, organizationId),
              eq(organizationUser.userId, userId),
            ),
          )
      )[0] ?? null,

    listOpen: (organizationId: number): Promise<InvitationRow[]> =>
      selectInvitations()
        .where(and(eq(organizationInvitations.organizationId, organizationId), isOpen))
        .orderBy(desc(organizationInvitations.createdAt), desc(organizationInvitations.id)),

    /**
     * Creates the invitation, or renews the open one of the address (new token, role, expiry) in
     * the same statement: the partial unique index decides between two racing invitations.
     */
    upsert: async (values: {
      organizationId: number
      email: string
      role: Role
      tokenHash: string
      invitedBy: number
      expiresAt: Date
      now: Date
    }) => {
      const { now, ...fields } = values
      const [row] = await db
        .insert(organizationInvitations)
        .values({ ...fields, createdAt: now })
        .onConflictDoUpdate({
          target: [organizationInvitations.organizationId, organizationInvitations.email],
          targetWhere: isOpen,
          set: {
            role: fields.role,
            tokenHash: fields.tokenHash,
            invitedBy: fields.invitedBy,
            expiresAt: fields.expiresAt,
            createdAt: now,
          },
        })
        .returning({ id: organizationInvitations.id })
      const [invitation] = await selectInvitations().where(eq(organizationInvitations.id, row!.id))
      return invitation!
    },

    /** Revokes an open invitation; false if there is none of that id in the organisation. */
    revoke: async ({
      organizationId,
      id,
      now,
    }: {
      organizationId: number
      id: number
      now: Date
    }) =>
      (
        await db
          .update(organizationInvitations)
          .set({ revokedAt: now })
          .where(
            and(
              eq(organizationInvitations.id, id),
              eq(organizationInvitations.organizationId, organizationId),
              isOpen,
            ),
          )
          .returning({ id: organizationInvitations.id })
      ).length > 0,

    /** The usable invitation of a token's hash (open, not expired) with its organisation's title. */
    findUsable: async (tokenHash: string, now: Date) =>
      (
        await db
          .select({ ...INVITATION_COLUMNS, organizationTitle: organizations.title })
          .from(organizationInvitations)
          .leftJoin(inviters, eq(inviters.id, organizationInvitations.invitedBy))
          .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
          .where(
            and(
              eq(organizationInvitations.tokenHash, tokenHash),
              isOpen,
              gt(organizationInvitations.expiresAt, now),
            ),
          )
      )[0] ?? null,

    /**
     * Accepts the usable invitation of the token's hash for `userId`, once: the row is locked, so
     * of two accepts at the same time the second finds it used (null). `check` may refuse (throw),
     * which leaves everything as it was; false from the insert means the user is a member already.
     */
    accept: ({
      tokenHash,
      userId,
      now,
      check,
    }: {
      tokenHash: string
      userId: number
      now: Date
      check: (invitation: { email: string }) => void
    }) =>
      db.transaction(async (tx) => {
        const [invitation] = await tx
          .select()
          .from(organizationInvitations)
          .where(
            and(
              eq(organizationInvitations.tokenHash, tokenHash),
              isOpen,
              gt(organizationInvitations.expiresAt, now),
            ),
          )
          .for('update')
        if (!invitation) return null
        check(invitation)
        const joined = await tx
          .insert(organizationUser)
          .values({ organizationId: invitation.organizationId, userId, role: invitation.role })
          .onConflictDoNothing()
          .returning({ userId: organizationUser.userId })
        if (joined.length === 0) return { organizationId: invitation.organizationId, joined: false }
        await tx
          .update(organizationInvitations)
          .set({ acceptedAt: now, acceptedBy: userId })
          .where(eq(organizationInvitations.id, invitation.id))
        return { organizationId: invitation.organizationId, joined: true }
      }),

    /**
     * Changes or removes a member with the organisation's owners locked, so two owners demoting
     * or removing each other cannot both pass as "not the last". `decide` sees the member's role
     * and the number of owners and answers the change, or throws to refuse (nothing changes).
     * Null: not a member.
     */
    changeMembership: ({
      organizationId,
      userId,
      decide,
    }: {
      organizationId: number
      userId: number
      decide: (member: { role: Role; owners: number }) => MembershipChange
    }) =>
      db.transaction(async (tx) => {
        const inOrganization = eq(organizationUser.organizationId, organizationId)
        const owners = await tx
          .select({ userId: organizationUser.userId })
          .from(organizationUser)
          .where(and(inOrganization, eq(organizationUser.role, 'owner')))
          .for('update')
        const [member] = await tx
          .select({ role: organizationUser.role })
          .from(organizationUser)
          .where(and(inOrganization, eq(organizationUser.userId, userId)))
          .for('update')
        if (!member) return null
        const change = decide({ role: member.role, owners: owners.length })
        const thisMember = and(inOrganization, eq(organizationUser.userId, userId))
        if (change === 'remove') {
          await tx.delete(organizationUser).where(thisMember)
          return { removed: true as const }
        }
        await tx.update(organizationUser).set({ role: change.role }).where(thisMember)
        return { removed: false as const, role: change.role }
      }),
  }
}

export type TeamRepository = ReturnType<typeof createTeamRepository>
