import { toDbDateTime, type TestUserState } from '@sitewerk/contracts'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { ConflictError, NotFoundError, UnauthenticatedError } from '../../lib/errors.ts'
import {
  requireSuperuser,
  type AuthUser,
  type RequestContext,
  type TestUserVisit,
} from '../../lib/request-context.ts'
import { sha256 } from '../../lib/tokens.ts'
import { toAuthUser } from '../users/index.ts'
import type { AuditLog, RouteWrite } from './audit-log.ts'
import type { SuperuserRepository } from './repository.ts'
import type { TestUserRepository, VisitRow } from './test-user-repository.ts'

/** A body longer than this is recorded by its field names only. */
const BODY_KEPT_CHARS = 2000

/** How a visit ended: the end button or logout, or its session went away (decision 033). */
export type TestUserEnd = 'ended' | 'session_ended'

/** One write a superuser confirmed while looking through a test user. */
export interface TestUserWrite extends RouteWrite {
  organizationId: number | null
}

export interface TestUserDeps {
  db: Db
  repo: TestUserRepository
  users: Pick<SuperuserRepository, 'findUser'>
  audit: AuditLog
  clock: Clock
}

/**
 * The test user (issue #17, decision 033): a superuser sees the back office as another user.
 * Starting, ending and every confirmed write are audit entries on behalf of the person.
 */
export function createTestUserService({ db, repo, users, audit, clock }: TestUserDeps) {
  const recordEnd = (
    tx: Db,
    operator: AuthUser,
    visit: VisitRow,
    how: TestUserEnd,
    route?: string,
  ) =>
    audit.record(
      tx,
      operator,
      {
        action: 'test_user.end',
        targetType: 'user',
        targetId: visit.userId,
        onBehalfOfId: visit.userId,
        details: {
          visit: visit.id,
          how,
          started_at: toDbDateTime(visit.startedAt),
          ...(route ? { route } : {}),
        },
      },
      clock.now(),
    )

  return {
    /** The visit of the session with this cookie value, for the request context. */
    visitOf: (sessionToken: string) => repo.findBySession(sha256(sessionToken)),

    /** Whom the caller's session shows, since when; a superuser's question only. */
    state({ ctx }: { ctx: RequestContext }): TestUserState {
      requireSuperuser(ctx)
      return stateOf(ctx.testUser)
    },

    /** Shows the back office of user `userId` to the caller's session, from its next request on. */
    async start({
      ctx,
      sessionToken,
      userId,
    }: {
      ctx: RequestContext
      sessionToken: string | undefined
      userId: number
    }): Promise<TestUserState> {
      const operator = requireSuperuser(ctx)
      if (!sessionToken) throw new UnauthenticatedError()
      if (userId === operator.id) throw new ConflictError(ctx.t('test_user.self'))
      const person = await users.findUser(userId)
      if (!person) throw new NotFoundError()
      if (person.disabledAt) throw new ConflictError(ctx.t('test_user.disabled'))
      const startedAt = clock.now()
      const visit = await repo.transaction(async (tx) => {
        const row = await repo.insert(tx, {
          sessionId: sha256(sessionToken),
          superuserId: operator.id,
          userId,
          startedAt,
        })
        if (!row) throw new ConflictError(ctx.t('test_user.already'))
        await audit.record(
          tx,
          operator,
          {
            action: 'test_user.start',
            targetType: 'user',
            targetId: userId,
            onBehalfOfId: userId,
            details: { visit: row.id, name: person.name, email: person.email },
          },
          startedAt,
        )
        return row
      })
      return stateOf({ id: visit.id, operator, person: toAuthUser(person), startedAt })
    },

    /** Ends the visit of the request, if there is one; `route` says from where (end, logout). */
    async end({ ctx, route }: { ctx: RequestContext; route: string }) {
      const visit = ctx.testUser
      if (!visit) return
      await repo.transaction(async (tx) => {
        const row = await repo.delete(tx, visit.id)
        if (row) await recordEnd(tx, visit.operator, row, 'ended', route)
      })
    },

    /** Records a confirmed write before it runs (its status is added when the answer has gone). */
    recordWrite: ({ ctx, write }: { ctx: RequestContext; write: TestUserWrite }) => {
      const visit = ctx.testUser!
      return audit.record(
        db,
        visit.operator,
        {
          action: 'test_user.write',
          targetType: 'user',
          targetId: visit.person.id,
          onBehalfOfId: visit.person.id,
          details: {
            visit: visit.id,
            method: write.method,
            route: write.route,
            params: write.params ?? {},
            organization_id: write.organizationId,
            ...bodyForAudit(write.body),
          },
        },
        clock.now(),
      )
    },

    /**
     * Ends, with their audit entries, the visits no request acts through any more: their session
     * expired or went, the person was disabled, the superuser lost the flag (periodic sweep).
     */
    async endStale(now: Date) {
      for (const { visit, operator } of await repo.findStale(now)) {
        await repo.transaction(async (tx) => {
          const row = await repo.delete(tx, visit.id)
          if (row) await recordEnd(tx, toAuthUser(operator), row, 'session_ended')
        })
      }
    },
  }
}

export type TestUserService = ReturnType<typeof createTestUserService>

function stateOf(visit: TestUserVisit | null): TestUserState {
  if (!visit) return { active: false }
  const { id, name, email } = visit.person
  return { active: true, user: { id, name, email }, started_at: toDbDateTime(visit.startedAt) }
}

/** What was written: the body itself when short, else the names of its fields. */
function bodyForAudit(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {}
  const text = JSON.stringify(body)
  if (text.length <= BODY_KEPT_CHARS) return { body }
  return { fields: typeof body === 'object' ? Object.keys(body) : [], body_chars: text.length }
}
