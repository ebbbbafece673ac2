import type { Clock } from '../../lib/clock.ts'
import { randomToken, sha256 } from '../../lib/tokens.ts'
import type { Translate } from '../../lib/i18n/translate.ts'
import { linkMail, type LinkMailParts } from '../mail/index.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { EmailTokenKind, EmailTokensRepository } from './repository.ts'

export const VERIFY_TOKEN_HOURS = 24
export const RESET_TOKEN_MINUTES = 60

interface Recipient {
  id: number
  name: string
  email: string
}

export interface AccountMailsDeps {
  tokens: EmailTokensRepository
  mailer: Mailer
  clock: Clock
  appUrl: string
}

/** The verification and reset mails: a fresh single-use token, a link to the web app, the mail. */
export function createAccountMails({ tokens, mailer, clock, appUrl }: AccountMailsDeps) {
  const base = appUrl.replace(/\/+$/, '')

  async function issueToken(user: Recipient, kind: EmailTokenKind, lifetimeMs: number) {
    const token = randomToken()
    const now = clock.now()
    await tokens.insert({
      userId: user.id,
      kind,
      tokenHash: sha256(token),
      email: user.email,
      expiresAt: new Date(now.getTime() + lifetimeMs),
      createdAt: now,
    })
    return token
  }

  const send = (t: Translate, user: Recipient, parts: Omit<LinkMailParts, 't' | 'to' | 'name'>) =>
    mailer.send(linkMail({ t, to: user.email, name: user.name, ...parts }))

  return {
    /** Mails a verification link to the user's current address, in the request's language. */
    async sendVerification({ t, user }: { t: Translate; user: Recipient }) {
      const token = await issueToken(user, 'verify', VERIFY_TOKEN_HOURS * 3600_000)
      return send(t, user, {
        subject: t('mail.verify_subject'),
        intro: t('mail.verify_intro'),
        link: `${base}/verify-email?${new URLSearchParams({ token })}`,
        outro: t('mail.verify_outro', { hours: VERIFY_TOKEN_HOURS }),
      })
    },

    /**
     * Tells the owner that strangers spent the account's login budget (decision 057): which
     * addresses still work, and a link to choose a new password.
     */
    sendLoginBudgetSpent({
      t,
      user,
      knownDays,
    }: {
      t: Translate
      user: Recipient
      knownDays: number
    }) {
      return send(t, user, {
        subject: t('mail.login_budget_subject'),
        intro: t('mail.login_budget_intro', { days: knownDays }),
        link: `${base}/forgot-password`,
        outro: t('mail.login_budget_outro'),
      })
    },

    async sendPasswordReset({ t, user }: { t: Translate; user: Recipient }) {
      const token = await issueToken(user, 'reset', RESET_TOKEN_MINUTES * 60_000)
      return send(t, user, {
        subject: t('mail.reset_subject'),
        intro: t('mail.reset_intro'),
        link: `${base}/reset-password?${new URLSearchParams({ token, email: user.email })}`,
        outro: t('mail.reset_outro', { minutes: RESET_TOKEN_MINUTES }),
      })
    },
  }
}

export type AccountMails = ReturnType<typeof createAccountMails>
