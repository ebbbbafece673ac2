import type { LoginBody, RegisterBody } from '@sitewerk/contracts'
import type { z } from 'zod'
import { UnauthenticatedError } from '../../lib/errors.ts'
import { requireUser, type RequestContext } from '../../lib/request-context.ts'
import { hashPassword, randomToken, verifyPassword } from '../../lib/tokens.ts'
import { createTranslator } from '../../lib/i18n/translate.ts'
import { accountDisabled, emailTaken, loginFailed } from './errors.ts'
import type { AuthParts } from './service.ts'
import type { SessionState } from './session-store.ts'

/** `sessionToken`: the session the request came with, replaced when the sign-in state changes. */
interface SessionArgs {
  ctx: RequestContext
  sessionToken: string | undefined
}

export function createSessionService(parts: AuthParts) {
  const { users, sessions, mails, throttles, present, log } = parts
  // Unknown addresses cost a hash check too, so the answer time does not tell them apart.
  let dummyHash: Promise<string> | undefined
  const hashOfNobody = () => (dummyHash ??= hashPassword(randomToken()))

  /** A new id and CSRF token whenever the sign-in state changes (ARCHITECTURE "Auth"). */
  async function rotate(previous: string | undefined, userId: number | null, remember: boolean) {
    if (previous) await sessions.destroy(previous)
    return sessions.create({ userId, remember })
  }

  /** Mails the owner, if the address has one, that strangers spent the login budget. */
  async function warnOwner(email: string) {
    const user = await users.findByEmail(email)
    if (!user) return
    const t = createTranslator(await throttles.languageOf(email))
    await mails.sendLoginBudgetSpent({ t, user, knownDays: parts.config.LOGIN_KNOWN_ADDRESS_DAYS })
  }

  return {
    async login({
      ctx,
      sessionToken,
      body,
    }: SessionArgs & { body: z.output<typeof LoginBody> }): Promise<SessionState> {
      const attempt = await throttles.loginAttempt({
        email: body.email,
        ip: ctx.ip,
        // Not awaited: the refusal takes as long whether the account exists (and gets a mail) or not.
        onBudgetSpent: () =>
          void warnOwner(body.email).catch((err: unknown) =>
            log.error({ err }, 'the owner could not be told of the spent login budget'),
          ),
      })
      const user = await users.findByEmail(body.email)
      const valid = await verifyPassword(
        body.password,
        user?.passwordHash ?? (await hashOfNobody()),
      )
      if (!user || !valid) throw loginFailed(ctx.t)
      if (user.disabledAt) throw accountDisabled(ctx.t)
      await throttles.loginSucceeded(attempt, ctx.locale)
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
