import {
  toDbDateTime,
  type AuditAction,
  type SuperuserUserDetail,
  type SuperuserUsersPage,
  type UpdateSuperuserUserBody,
} from '@sitewerk/contracts'
import type { z } from 'zod'
import type { SuperuserUsersQuery } from '@sitewerk/contracts'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { ConflictError, NotFoundError } from '../../lib/errors.ts'
import { requireSuperuser, type AuthUser, type RequestContext } from '../../lib/request-context.ts'
import { sha256 } from '../../lib/tokens.ts'
import type { Translate } from '../../lib/i18n/translate.ts'
import { toAuditEntry, type AuditLog } from './audit-log.ts'
import { dateOrNull, toSuperuserSession, toSuperuserUser } from './mappers.ts'
import type { SuperuserRepository, UserRow } from './repository.ts'

/** How long after a downloaded export the person may be deleted (decision 032). */
export const EXPORT_VALID_MS = 60 * 60 * 1000

/** A call about user `id`; `sessionToken` marks the caller's own session in the answer. */
interface UserArgs {
  ctx: RequestContext
  id: number
  sessionToken?: string
}

export interface SuperuserUsersDeps {
  repo: SuperuserRepository
  audit: AuditLog
  clock: Clock
  /** The verification mail of the accounts module, with a fresh link. */
  sendVerification(t: Translate, user: UserRow): Promise<unknown>
}

/** Accounts as the operator handles them: find, inspect, verify, disable, export, delete. */
export function createSuperuserUsersService({
  repo,
  audit,
  clock,
  sendVerification,
}: SuperuserUsersDeps) {
  async function userOr404(id: number, tx?: Db) {
    const row = await repo.findUser(id, tx)
    if (!row) throw new NotFoundError()
    return row
  }

  /** The audit row of an action on user `id`, in the action's transaction `tx`. */
  const recordOnUser = (
    tx: Db,
    actor: AuthUser,
    action: AuditAction,
    id: number,
    details: Record<string, unknown>,
  ) => audit.record(tx, actor, { action, targetType: 'user', targetId: id, details }, clock.now())

  async function detail(row: UserRow, sessionToken: string | undefined) {
    const currentId = sessionToken ? sha256(sessionToken) : null
    const [memberships, sessionRows] = await Promise.all([
      repo.membershipsOf(row.id),
      repo.sessionsOf(row.id),
    ])
    return {
      ...toSuperuserUser(row),
      organizations: memberships.map(({ id, title, role }) => ({ id, title, role })),
      sessions: sessionRows.map((s) => toSuperuserSession(s, currentId)),
    } satisfies SuperuserUserDetail
  }

  return {
    async list({
      ctx,
      query,
    }: {
      ctx: RequestContext
      query: z.output<typeof SuperuserUsersQuery>
    }): Promise<SuperuserUsersPage> {
      requireSuperuser(ctx)
      const result = await repo.listUsers(query)
      return { ...result, data: result.data.map(toSuperuserUser) }
    },

    async get({ ctx, id, sessionToken }: UserArgs) {
      requireSuperuser(ctx)
      return detail(await userOr404(id), sessionToken)
    },

    /** Ends every session of the user, or the one `sessionHint` names (404 if none). */
    async endSessions({
      ctx,
      id,
      sessionHint,
      sessionToken,
    }: {
      ctx: RequestContext
      id: number
      sessionHint?: string
      sessionToken?: string
    }) {
      const actor = requireSuperuser(ctx)
      const row = await userOr404(id)
      await repo.transaction(async (tx) => {
        const ended = await repo.endSessions(tx, id, sessionHint)
        if (sessionHint && ended === 0) throw new NotFoundError(ctx.t('superuser.session_unknown'))
        await recordOnUser(tx, actor, sessionHint ? 'user.session.end' : 'user.sessions.end', id, {
          ended,
          ...(sessionHint ? { session: sessionHint } : {}),
        })
      })
      return detail(row, sessionToken)
    },

    /** Marks the address verified (no mail needed); a verified address stays as it is. */
    async verify({ ctx, id, sessionToken }: UserArgs) {
      const actor = requireSuperuser(ctx)
      const row = await repo.transaction(async (tx) => {
        const row = await userOr404(id, tx)
        if (row.emailVerifiedAt) return row
        const now = clock.now()
        const updated = (await repo.updateUser(tx, id, { emailVerifiedAt: now, updatedAt: now }))!
        await recordOnUser(tx, actor, 'user.verify', id, { email: row.email })
        return updated
      })
      return detail(row, sessionToken)
    },

    /** Sends the verification mail again (in the operator's language); 409 when verified. */
    async resendVerification({ ctx, id }: { ctx: RequestContext; id: number }) {
      const actor = requireSuperuser(ctx)
      const row = await userOr404(id)
      if (row.emailVerifiedAt) throw new ConflictError(ctx.t('superuser.already_verified'))
      await sendVerification(ctx.t, row)
      await repo.transaction((tx) =>
        recordOnUser(tx, actor, 'user.verification.resend', id, { email: row.email }),
      )
      return { sent: true as const }
    },

    /**
     * Grants or removes the superuser flag, disables or enables the account. Nobody removes their
     * own flag or disables themselves; the last superuser who can sign in stays one. Disabling
     * ends every session of the user in the same transaction.
     */
    async update({
      ctx,
      id,
      body,
      sessionToken,
    }: {
      ctx: RequestContext
      id: number
      body: UpdateSuperuserUserBody
      sessionToken?: string
    }) {
      const actor = requireSuperuser(ctx)
      const row = await repo.transaction(async (tx) => {
        const active = await repo.lockActiveSuperusers(tx)
        const row = await userOr404(id, tx)
        const demote = body.superuser === false && row.superuser
        const disable = body.disabled === true && !row.disabledAt
        if (id === actor.id && body.superuser === false)
          throw new ConflictError(ctx.t('superuser.own_superuser_flag'))
        if (id === actor.id && body.disabled === true)
          throw new ConflictError(ctx.t('superuser.own_account_disabled'))
        const isActiveSuperuser = active.some((s) => s.id === id)
        if (isActiveSuperuser && (demote || disable) && active.length <= 1)
          throw new ConflictError(ctx.t('superuser.last_superuser'))

        const now = clock.now()
        const changes: Partial<UserRow> = {}
        const details: Record<string, unknown> = {}
        if (body.superuser !== undefined && body.superuser !== row.superuser) {
          changes.superuser = body.superuser
          details.superuser = { from: row.superuser, to: body.superuser }
        }
        if (body.disabled !== undefined && body.disabled !== Boolean(row.disabledAt)) {
          changes.disabledAt = body.disabled ? now : null
          details.disabled = { from: Boolean(row.disabledAt), to: body.disabled }
        }
        if (Object.keys(changes).length === 0) return row
        const updated = (await repo.updateUser(tx, id, { ...changes, updatedAt: now }))!
        if (disable) details.sessions_ended = await repo.endSessions(tx, id)
        await recordOnUser(tx, actor, 'user.update', id, details)
        return updated
      })
      return detail(row, sessionToken)
    },

    /**
     * Everything stored about the person (GDPR Art. 15/20), never the password hash; the download
     * is recorded, and deleting the person needs one from the last hour.
     */
    async export({ ctx, id }: { ctx: RequestContext; id: number }) {
      const actor = requireSuperuser(ctx)
      const row = await userOr404(id)
      const [memberships, sessionRows, joinRequests, invitations, auditRows, mails] =
        await Promise.all([
          repo.membershipsOf(id),
          repo.sessionsOf(id),
          repo.joinRequestsOf(id),
          repo.invitationsSentBy(id),
          audit.aboutUser(id),
          repo.mailsTo(row.email),
        ])
      const now = clock.now()
      await repo.transaction((tx) =>
        recordOnUser(tx, actor, 'user.export', id, { email: row.email }),
      )
      return {
        filename: `sitewerk-user-${id}-${toDbDateTime(now).slice(0, 10)}.json`,
        data: {
          exported_at: toDbDateTime(now),
          account: { ...toSuperuserUser(row), updated_at: toDbDateTime(row.updatedAt) },
          memberships: memberships.map((m) => ({
            organization_id: m.id,
            organization_title: m.title,
            role: m.role,
            joined_at: toDbDateTime(m.joinedAt),
          })),
          sessions: sessionRows.map((s) => {
            const { current: _current, ...session } = toSuperuserSession(s, null)
            return session
          }),
          join_requests: joinRequests.map((r) => ({
            id: r.id,
            organization_id: r.organizationId,
            organization_title: r.organizationTitle,
            status: r.status,
            decided_at: dateOrNull(r.decidedAt),
            created_at: toDbDateTime(r.createdAt),
          })),
          invitations_sent: invitations.map((i) => ({
            id: i.id,
            organization_id: i.organizationId,
            email: i.email,
            role: i.role,
            expires_at: toDbDateTime(i.expiresAt),
            accepted_at: dateOrNull(i.acceptedAt),
            revoked_at: dateOrNull(i.revokedAt),
            created_at: toDbDateTime(i.createdAt),
          })),
          audit_entries: auditRows.map(toAuditEntry),
          mails: mails.map((m) => ({
            id: m.id,
            to: m.to,
            subject: m.subject,
            text: m.text,
            created_at: toDbDateTime(m.createdAt),
          })),
        },
      }
    },

    /**
     * Deletes the person after an export from the last hour. Refused (409) while they are the
     * last owner of an organisation with other members, and while they are the only member of an
     * organisation: organisations are not deleted with a person (decision 032).
     */
    async delete({ ctx, id }: { ctx: RequestContext; id: number }) {
      const actor = requireSuperuser(ctx)
      if (id === actor.id) throw new ConflictError(ctx.t('superuser.own_account_deleted'))
      const row = await userOr404(id)
      const now = clock.now()
      const exported = await audit.latest(
        'user.export',
        'user',
        id,
        new Date(now.getTime() - EXPORT_VALID_MS),
      )
      if (!exported) throw new ConflictError(ctx.t('superuser.export_first'))
      const orphaned = (await repo.ownershipOf(id)).filter(
        (o) => o.otherOwners === 0 && o.others.length > 0,
      )
      if (orphaned.length > 0)
        throw new ConflictError(
          ctx.t('superuser.last_owner', { titles: orphaned.map((o) => o.title).join(', ') }),
          {
            organizations: orphaned.map((o) => ({ id: o.id, title: o.title, members: o.others })),
          },
        )
      const alone = await repo.soleMemberships(id)
      if (alone.length > 0)
        throw new ConflictError(
          ctx.t('superuser.sole_member', { titles: alone.map((o) => o.title).join(', ') }),
          { organizations: alone },
        )
      await repo.transaction(async (tx) => {
        if (!(await repo.deleteUser(tx, id))) throw new NotFoundError()
        await recordOnUser(tx, actor, 'user.delete', id, { email: row.email, name: row.name })
      })
    },
  }
}

export type SuperuserUsersService = ReturnType<typeof createSuperuserUsersService>
