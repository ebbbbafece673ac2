import type {
  Invitation,
  InvitationBody,
  InvitationPreview,
  Member,
  OrganizationRole,
} from '@sitewerk/contracts'
import { toDbDateTime } from '@sitewerk/contracts'
import type { Clock } from '../../lib/clock.ts'
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts'
import {
  hasRole,
  requireRole,
  requireUser,
  type AuthUser,
  type MembershipRole,
  type RequestContext,
} from '../../lib/request-context.ts'
import { randomToken, sha256 } from '../../lib/tokens.ts'
import type { InvitationRow, MembershipChange, TeamRepository } from './team-repository.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** What the invitation mail needs; sent in the organisation's mail language. */
export interface InvitationNotice {
  to: string
  organization: { title: string; mailLocale: 'de' | 'en' }
  inviter: string
  role: OrganizationRole
  token: string
  days: number
}

export interface TeamServiceDeps {
  repo: TeamRepository
  clock: Clock
  /** INVITATION_DAYS: how long a link works. */
  invitationDays: number
  /** The caller's role in an organisation (null: a superuser who is not a member), undefined for none. */
  accessTo: (
    user: AuthUser,
    organizationId: number,
  ) => Promise<{ role: MembershipRole } | undefined>
  sendInvitation: (notice: InvitationNotice) => Promise<void>
}

/**
 * The team of an organisation (issue #16, decision 031): admins invite admins and editors,
 * owners also owners; admins change and remove admins and editors, owners anyone; everybody may
 * leave, except the last owner.
 */
export function createTeamService({
  repo,
  clock,
  invitationDays,
  accessTo,
  sendInvitation,
}: TeamServiceDeps) {
  const invalid = (ctx: RequestContext) => new NotFoundError(ctx.t('team.invitation_invalid'))
  const ownersOnly = (ctx: RequestContext) => new ForbiddenError(ctx.t('team.owners_only'))

  function toInvitation(row: InvitationRow): Invitation {
    return {
      id: row.id,
      email: row.email,
      role: row.role,
      invited_by: row.inviter,
      expires_at: toDbDateTime(row.expiresAt),
      status: row.expiresAt > clock.now() ? 'pending' : 'expired',
      created_at: toDbDateTime(row.createdAt),
    }
  }

  /** The caller's role in the organisation of the path; another tenant's id is a 404. */
  async function roleIn(ctx: RequestContext, organizationId: number) {
    const user = requireUser(ctx)
    const access = await accessTo(user, organizationId)
    if (!access) throw new NotFoundError()
    return { user, role: access.role }
  }

  return {
    async list(ctx: RequestContext): Promise<Invitation[]> {
      const { id } = requireRole(ctx, 'admin')
      return (await repo.listOpen(id)).map(toInvitation)
    },

    /** Invites an address, or renews its open invitation: a new link, a new expiry. */
    async invite(ctx: RequestContext, body: InvitationBody): Promise<Invitation> {
      const { id, role } = requireRole(ctx, 'admin')
      const user = requireUser(ctx)
      if (body.role === 'owner' && !hasRole(role, 'owner', user.superuser)) throw ownersOnly(ctx)
      const email = body.email.toLowerCase()
      if (await repo.isMemberByEmail(id, email))
        throw new ConflictError(ctx.t('team.already_member'))
      const organization = await repo.findOrganization(id)
      if (!organization) throw new NotFoundError()
      const token = randomToken(32)
      const now = clock.now()
      const row = await repo.upsert({
        organizationId: id,
        email,
        role: body.role,
        tokenHash: sha256(token),
        invitedBy: user.id,
        expiresAt: new Date(now.getTime() + invitationDays * DAY_MS),
        now,
      })
      await sendInvitation({
        to: email,
        organization,
        inviter: user.name,
        role: body.role,
        token,
        days: invitationDays,
      })
      return toInvitation(row)
    },

    async revoke(ctx: RequestContext, invitationId: number) {
      const { id } = requireRole(ctx, 'admin')
      if (!(await repo.revoke({ organizationId: id, id: invitationId, now: clock.now() })))
        throw new NotFoundError()
    },

    /** What the link shows before anyone signs in; a used, revoked or expired one is a 404. */
    async preview(ctx: RequestContext, token: string): Promise<InvitationPreview> {
      const row = await repo.findUsable(sha256(token), clock.now())
      if (!row) throw invalid(ctx)
      return {
        organization_title: row.organizationTitle,
        email: row.email,
        role: row.role,
        invited_by: row.inviter?.name ?? null,
        expires_at: toDbDateTime(row.expiresAt),
      }
    },

    /** The signed-in user joins with the invitation's role, if it was meant for their address. */
    async accept(ctx: RequestContext, token: string) {
      const user = requireUser(ctx)
      const accepted = await repo.accept({
        tokenHash: sha256(token),
        userId: user.id,
        now: clock.now(),
        check: (invitation) => {
          if (invitation.email !== user.email.toLowerCase())
            throw new ForbiddenError(ctx.t('team.other_address', { email: invitation.email }))
        },
      })
      if (!accepted) throw invalid(ctx)
      if (!accepted.joined) throw new ConflictError(ctx.t('team.you_are_member'))
      return { organization_id: accepted.organizationId }
    },

    /** Admins change admins and editors; only owners change owners or appoint them. */
    async changeRole(
      ctx: RequestContext,
      organizationId: number,
      userId: number,
      newRole: OrganizationRole,
    ): Promise<Member> {
      const { user, role } = await roleIn(ctx, organizationId)
      if (!hasRole(role, 'admin', user.superuser))
        throw new ForbiddenError(ctx.t('errors.role_forbidden'))
      const isOwner = hasRole(role, 'owner', user.superuser)
      const changed = await repo.changeMembership({
        organizationId,
        userId,
        decide: (member): MembershipChange => {
          if ((member.role === 'owner' || newRole === 'owner') && !isOwner) throw ownersOnly(ctx)
          if (member.role === 'owner' && newRole !== 'owner' && member.owners <= 1)
            throw new ConflictError(ctx.t('errors.last_owner'))
          return { role: newRole }
        },
      })
      if (!changed) throw new NotFoundError()
      return (await repo.member(organizationId, userId))!
    },

    /**
     * Removes a member: oneself (leaving, any role), admins and editors by an admin, anyone by an
     * owner; never the last owner.
     */
    async remove(ctx: RequestContext, organizationId: number, userId: number) {
      const { user, role } = await roleIn(ctx, organizationId)
      const leaving = user.id === userId
      if (!leaving && !hasRole(role, 'admin', user.superuser))
        throw new ForbiddenError(ctx.t('errors.role_forbidden'))
      const isOwner = hasRole(role, 'owner', user.superuser)
      const removed = await repo.changeMembership({
        organizationId,
        userId,
        decide: (member): MembershipChange => {
          if (member.role === 'owner' && !leaving && !isOwner) throw ownersOnly(ctx)
          if (member.role === 'owner' && member.owners <= 1)
            throw new ConflictError(ctx.t(leaving ? 'team.last_owner_leave' : 'errors.last_owner'))
          return 'remove'
        },
      })
      if (!removed) throw new NotFoundError()
    },
  }
}

export type TeamService = ReturnType<typeof createTeamService>
