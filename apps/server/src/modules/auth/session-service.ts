import type { LoginBody, RegisterBody } from '@sitewerk/contracts'
import type { z } from 'zod'
import { UnauthenticatedError } from '../../lib/errors.ts'
import { requireUser, type RequestContext } from '../../lib/request-context.ts'
import { hashPassword, randomToken, verifyPassword } from '../../lib/tokens.ts'
import { accountDisabled, emailTaken, loginFailed } from './errors.ts'
import type { AuthParts } from './service.ts'
import type { SessionState } from './session-store.ts'

/** `sessionToken`: the session the request came with, replaced when the sign-in state changes. */
interface SessionArgs {
  ctx: RequestContext
  sessionToken: string | undefined
}

export function createSessionService({ users, sessions, mails, throttles, present }: AuthParts) {
  // Unknown addresses cost a hash check too, so the answer time does not tell them apart.
  let dummyHash: Promise<string> | undefined
  const hashOfNobody = () => (dummyHash ??= hashPassword(randomToken()))

  /** A new id and CSRF token whenever the sign-in state changes (ARCHITECTURE "Auth"). */
  async function rotate(previous: string | undefined, userId: number | null, remember: boolean) {
    if (previous) await sessions.destroy(previous)
    return sessions.create({ userId, remember })
  }

  return {
    async login({
      ctx,
      sessionToken,
      body,
    }: SessionArgs & { body: z.output<typeof LoginBody> }): Promise<SessionState> {
      await throttles.loginAttempt({ email: body.email, ip: ctx.ip })
      const user = await users.findByEmail(body.email)
      const valid = await verifyPassword(
        body.password,
        user?.passwordHash ?? (await hashOfNobody()),
      )
      if (!user || !valid) throw loginFailed(ctx.t)
      if (user.disabledAt) throw accountDisabled(ctx.t)
      await throttles.loginSucceeded({ email: body.email, ip: ctx.ip })
      return rotate(sessionToken, user.id, body.remember)
    },

    /** Ends the session and starts a guest one, so the SPA keeps a CSRF token. */
    logout: ({ sessionToken }: Pick<SessionArgs, 'sessionToken'>) =>
      rotate(sessionToken, null, false),

    /** Creates the account, signs it in and mails the verification link. */
    async register({
      ctx,
      sessionToken,
      body,
    }: SessionArgs & { body: z.output<typeof RegisterBody> }) {
      if (await users.findByEmail(body.email)) throw emailTaken(ctx.t)
      const row = await users.insertIfEmailFree({
        name: body.name,
        email: body.email,
        passwordHash: await hashPassword(body.password),
      })
      if (!row) throw emailTaken(ctx.t)
      const session = await rotate(sessionToken, row.id, false)
      await mails.sendVerification({ t: ctx.t, user: row })
      return { user: await present(row), session }
    },

    async currentUser({ ctx }: { ctx: RequestContext }) {
      const row = await users.findById(requireUser(ctx).id)
      if (!row) throw new UnauthenticatedError()
      return present(row)
    },
  }
}
