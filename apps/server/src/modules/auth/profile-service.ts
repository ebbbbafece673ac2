import type { UpdatePasswordBody, UpdateUserBody } from '@sitewerk/contracts'
import type { z } from 'zod'
import { UnauthenticatedError } from '../../lib/errors.ts'
import { requireUser, type RequestContext } from '../../lib/request-context.ts'
import { hashPassword, verifyPassword } from '../../lib/tokens.ts'
import { emailTaken, wrongCurrentPassword } from './errors.ts'
import type { AuthParts } from './service.ts'

/** The signed-in user's own account (/backend/user/edit). */
export function createProfileService({ users, sessions, mails, clock, present }: AuthParts) {
  return {
    /** A new e-mail address counts as unverified until its own link is followed. */
    async updateProfile({
      ctx,
      changes,
    }: {
      ctx: RequestContext
      changes: z.output<typeof UpdateUserBody>
    }) {
      const user = requireUser(ctx)
      const newEmail = changes.email !== undefined && changes.email !== user.email
      if (newEmail && (await users.findByEmail(changes.email!))) throw emailTaken(ctx.t)
      const row = await users.update(user.id, {
        ...(changes.name === undefined ? {} : { name: changes.name }),
        ...(newEmail ? { email: changes.email, emailVerifiedAt: null } : {}),
        updatedAt: clock.now(),
      })
      if (!row) throw new UnauthenticatedError()
      if (newEmail) await mails.sendVerification({ t: ctx.t, user: row })
      return present(row)
    },

    /** Ends every other session, so a changed password locks out whoever knew the old one. */
    async updatePassword({
      ctx,
      sessionToken,
      body,
    }: {
      ctx: RequestContext
      sessionToken: string | undefined
      body: z.output<typeof UpdatePasswordBody>
    }) {
      const row = await users.findById(requireUser(ctx).id)
      if (!row) throw new UnauthenticatedError()
      if (!(await verifyPassword(body.current_password, row.passwordHash)))
        throw wrongCurrentPassword(ctx.t)
      await users.update(row.id, {
        passwordHash: await hashPassword(body.password),
        updatedAt: clock.now(),
      })
      await sessions.destroyAllOfUser(row.id, sessionToken)
    },
  }
}
