import type { Translate } from '../../lib/i18n/translate.ts'
import { requireUser, type RequestContext } from '../../lib/request-context.ts'
import { sha256 } from '../../lib/tokens.ts'
import { tokenInvalid } from './errors.ts'
import type { AuthParts } from './service.ts'

/** E-mail verification: following the mailed link, and asking for the mail again. */
export function createVerificationService(parts: AuthParts) {
  const { users, tokens, mails, throttles, clock, present } = parts
  return {
    /** Needs no session: the link may be opened in another browser; the token is the proof. */
    async verifyEmail({ ctx, token }: { ctx: RequestContext; token: string }) {
      const now = clock.now()
      const spent = await tokens.consume({ kind: 'verify', tokenHash: sha256(token), now })
      if (!spent) throw tokenInvalid(ctx.t)
      await tokens.revokeAll({ userId: spent.userId, kind: 'verify', now })
      const row = await users.update(spent.userId, { emailVerifiedAt: now, updatedAt: now })
      if (!row) throw tokenInvalid(ctx.t)
      return present(row)
    },

    /** Sends a new link; false when the address is verified already and nothing was sent. */
    async resendVerification({ ctx }: { ctx: RequestContext }): Promise<boolean> {
      const user = requireUser(ctx)
      if (user.emailVerifiedAt) return false
      await throttles.verificationMail({ userId: user.id })
      await mails.sendVerification({ t: ctx.t, user })
      return true
    },

    /** A superuser's resend for someone else (decision 032): no throttle, the operator decides. */
    sendVerificationTo: ({
      t,
      user,
    }: {
      t: Translate
      user: { id: number; name: string; email: string }
    }) => mails.sendVerification({ t, user }),
  }
}
