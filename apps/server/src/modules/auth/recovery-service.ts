import type { ResetPasswordBody } from '@sitewerk/contracts'
import type { z } from 'zod'
import type { RequestContext } from '../../lib/request-context.ts'
import { hashPassword, sha256 } from '../../lib/tokens.ts'
import { tokenInvalid } from './errors.ts'
import type { AuthParts } from './service.ts'

/** Forgotten passwords: a reset link by mail, then a new password with that link. */
export function createRecoveryService(parts: AuthParts) {
  const { users, tokens, sessions, mails, throttles, clock } = parts
  return {
    /** Answers the same whether the address exists or not; only a known one gets a mail. */
    async forgotPassword({ ctx, email }: { ctx: RequestContext; email: string }) {
      await throttles.resetMail({ email, ip: ctx.ip })
      const user = await users.findByEmail(email)
      if (user) await mails.sendPasswordReset({ t: ctx.t, user })
    },

    /** Sets the new password, spends every reset link and ends the user's other sessions. */
    async resetPassword({
      ctx,
      sessionToken,
      body,
    }: {
      ctx: RequestContext
      sessionToken: string | undefined
      body: z.output<typeof ResetPasswordBody>
    }) {
      const now = clock.now()
      const token = await tokens.consume({
        kind: 'reset',
        tokenHash: sha256(body.token),
        email: body.email,
        now,
      })
      if (!token) throw tokenInvalid(ctx.t)
      await users.update(token.userId, {
        passwordHash: await hashPassword(body.password),
        updatedAt: now,
      })
      await tokens.revokeAll({ userId: token.userId, kind: 'reset', now })
      await sessions.destroyAllOfUser(token.userId, sessionToken)
      await throttles.passwordReset({ email: body.email, ip: ctx.ip, locale: ctx.locale })
    },
  }
}
