import type {
  Colorset,
  CreateOrRequestResponse,
  Organization,
  OrganizationRole,
  OrganizationSummary,
  Service,
  UpdateOrganizationBody,
} from '@sitewerk/contracts'
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts'
import type { Access } from '../../lib/access.ts'
import type { Clock } from '../../lib/clock.ts'
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts'
import {
  hasRole,
  requireOrganization,
  requireUser,
  type AuthUser,
  type MembershipRole,
  type RequestContext,
} from '../../lib/request-context.ts'
import { randomToken } from '../../lib/tokens.ts'
import { toJoinRequestResponse, toOrganizationResponse } from './mappers.ts'
import type { OrganizationRow, OrganizationsRepository } from './repository.ts'

export interface JoinRequestNotice {
  ctx: RequestContext
  organization: { id: number; title: string }
  requester: AuthUser
  owners: { email: string; name: string }[]
}

export interface OrganizationsServiceDeps {
  repo: OrganizationsRepository
  clock: Clock
  /** Who may act where, and who owns an organisation (the kernel's). */
  access: Pick<Access, 'accessTo' | 'ownersOf'>
  /** One of the organisation's colour sets (themes module); null for another tenant's or none. */
  findColorset: (organizationId: number, id: number) => Promise<Colorset | null>
  /** The services the organisation has a live subscription of, with their permissions (billing). */
  subscribedServices: (organizationId: number) => Promise<Service[]>
  /** Tells the owners that someone asks to join (mail); failures must not fail the request. */
  notifyJoinRequest?: (notice: JoinRequestNotice) => Promise<void>
}

export function createOrganizationsService({
  repo,
  clock,
  access,
  findColorset,
  subscribedServices,
  notifyJoinRequest,
}: OrganizationsServiceDeps) {
  const { accessTo } = access

  /** Another tenant's id answers 404, never the row (ARCHITECTURE "Data"). */
  async function loadAccessible(ctx: RequestContext, id: number) {
    const user = requireUser(ctx)
    const access = await accessTo(user, id)
    const row = access ? await repo.findById(id) : null
    if (!access || !row) throw new NotFoundError()
    return { user, row, role: access.role }
  }

  async function present(
    row: OrganizationRow,
    user: AuthUser,
    role: MembershipRole,
  ): Promise<Organization> {
    const [services, backendColorset] = await Promise.all([
      subscribedServices(row.id),
      row.backendColorsetId === null ? null : findColorset(row.id, row.backendColorsetId),
    ])
    return toOrganizationResponse(row, {
      role,
      services,
      canSeeSecrets: role === 'owner' || user.superuser,
      backendColorset,
    })
  }

  const titleTaken = (ctx: RequestContext) =>
    new ValidationError(ctx.t('validation.invalid'), {
      title: [ctx.t('organizations.title_taken')],
    })

  const colorsetUnknown = (ctx: RequestContext) =>
    new ValidationError(ctx.t('validation.invalid'), {
      backend_colorset_id: [ctx.t('themes.colorset_unknown')],
    })

  function assertRole(ctx: RequestContext, role: MembershipRole, minimum: 'admin' | 'owner') {
    if (!hasRole(role, minimum, requireUser(ctx).superuser))
      throw new ForbiddenError(ctx.t('errors.role_forbidden'))
  }

  function assertVerified(ctx: RequestContext, user: AuthUser) {
    if (!user.emailVerifiedAt) throw new ForbiddenError(ctx.t('errors.email_not_verified'))
  }

  async function create(ctx: RequestContext, title: string): Promise<Organization> {
    const user = requireUser(ctx)
    assertVerified(ctx, user)
    if (await repo.findByTitle(title)) throw titleTaken(ctx)
    try {
      const row = await repo.createWithOwner({ title, apiKey: randomToken(24), userId: user.id })
      return present(row, user, 'owner')
    } catch (error) {
      // Two requests racing for one title: the unique index decides.
      if (isUniqueViolation(error)) throw titleTaken(ctx)
      throw error
    }
  }

  return {
    create,

    listForUser: (userId: number): Promise<OrganizationSummary[]> => repo.listForUser(userId),

    async get(ctx: RequestContext, id: number) {
      const { user, row, role } = await loadAccessible(ctx, id)
      return present(row, user, role)
    },

    /**
     * Admins, owners (and superusers) rename the organisation and choose the back office's colour set,
     * like every other organisation setting; another tenant's colour set reads as unknown (422).
     */
    async update(ctx: RequestContext, id: number, changes: UpdateOrganizationBody) {
      const { user, row, role } = await loadAccessible(ctx, id)
      assertRole(ctx, role, 'admin')
      const { title, backend_colorset_id: backendColorsetId } = changes
      if (title !== undefined) {
        const other = await repo.findByTitle(title)
        if (other && other.id !== row.id) throw titleTaken(ctx)
      }
      if (backendColorsetId != null && !(await findColorset(row.id, backendColorsetId)))
        throw colorsetUnknown(ctx)
      try {
        const updated = await repo.update(id, { title, backendColorsetId, now: clock.now() })
        return present(updated!, user, role)
      } catch (error) {
        // The colour set went between the check and the write.
        if (isForeignKeyViolation(error)) throw colorsetUnknown(ctx)
        if (isUniqueViolation(error)) throw titleTaken(ctx)
        throw error
      }
    },

    /** The organisation whose API key this is (captcha verify), null for an unknown key. */
    organizationOfApiKey: (apiKey: string) => repo.findIdByApiKey(apiKey),

    /** A new API key for the organisation of the request; the old one stops working at once. */
    async rotateApiKey(ctx: RequestContext): Promise<{ api_key: string }> {
      const { id, role } = requireOrganization(ctx)
      assertRole(ctx, role, 'owner')
      const apiKey = randomToken(24)
      await repo.setApiKey(id, apiKey, clock.now())
      return { api_key: apiKey }
    },

    /** Creates the organisation, or asks the owners of the existing one of that title to let the user in. */
    async createOrRequest(ctx: RequestContext, title: string): Promise<CreateOrRequestResponse> {
      const user = requireUser(ctx)
      assertVerified(ctx, user)
      const existing = await repo.findByTitle(title)
      if (!existing) return { status: 'created', organization: await create(ctx, title) }
      if (await repo.roleOf(user.id, existing.id)) {
        throw new ValidationError(ctx.t('validation.invalid'), {
          title: [ctx.t('organizations.already_member')],
        })
      }
      const pending = await repo.joinRequests.findPending(existing.id, user.id)
      if (pending) return { status: 'requested', request_id: pending.id }
      const request = await repo.joinRequests.insert(existing.id, user.id)
      if (notifyJoinRequest) {
        const owners = await access.ownersOf(existing.id)
        await notifyJoinRequest({ ctx, organization: existing, requester: user, owners })
      }
      return { status: 'requested', request_id: request.id }
    },

    async members(ctx: RequestContext, id: number) {
      await loadAccessible(ctx, id)
      return repo.members(id)
    },

    async joinRequests(ctx: RequestContext, id: number) {
      const { role } = await loadAccessible(ctx, id)
      assertRole(ctx, role, 'admin')
      return (await repo.joinRequests.list({ organizationId: id, pendingOnly: true })).map(
        toJoinRequestResponse,
      )
    },

    async myJoinRequests(ctx: RequestContext) {
      const user = requireUser(ctx)
      return (await repo.joinRequests.list({ userId: user.id })).map(toJoinRequestResponse)
    },

    /**
     * Accepts (with a role, editor unless said otherwise; only owners let in owners) or declines
     * a pending request.
     */
    async decideJoinRequest(
      ctx: RequestContext,
      id: number,
      requestId: number,
      decision: { accept: true; role: OrganizationRole } | { accept: false },
    ) {
      const { user, role } = await loadAccessible(ctx, id)
      assertRole(ctx, role, decision.accept && decision.role === 'owner' ? 'owner' : 'admin')
      const decided = await repo.joinRequests.decide({
        organizationId: id,
        requestId,
        accept: decision.accept,
        role: decision.accept ? decision.role : 'editor',
        deciderId: user.id,
        now: clock.now(),
      })
      const [row] = await repo.joinRequests.list({ organizationId: id, id: requestId })
      if (!row) throw new NotFoundError()
      if (!decided) throw new ConflictError(ctx.t('organizations.request_decided'))
      return toJoinRequestResponse(row)
    },
  }
}

export type OrganizationsService = ReturnType<typeof createOrganizationsService>
