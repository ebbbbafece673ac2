import { DEFAULT_LOCALE, LOCALES, type Locale } from '@sitewerk/contracts'
import type { Config } from '../../config.ts'
import { TooManyRequestsError } from '../../lib/errors.ts'
import type { Limit, RateLimiter } from '../../lib/rate-limiter.ts'

export type ThrottleConfig = Pick<
  Config,
  | 'LOGIN_MAX_ATTEMPTS_PER_EMAIL'
  | 'LOGIN_MAX_ATTEMPTS_PER_IP'
  | 'LOGIN_MAX_ATTEMPTS_PER_ACCOUNT'
  | 'LOGIN_MAX_ATTEMPTS_PER_ACCOUNT_HOUR'
  | 'LOGIN_MAX_ATTEMPTS_PER_ACCOUNT_DAY'
  | 'LOGIN_KNOWN_ADDRESS_DAYS'
  | 'LOGIN_WINDOW_SECONDS'
>

const HOUR_SECONDS = 3600
const DAY_SECONDS = 24 * HOUR_SECONDS
/** Re-sent verification mails: one a minute per user. */
const VERIFICATION_MAIL_PER_USER: Limit = { max: 1, windowSeconds: 60 }
/** Reset mails to one address: three per quarter hour, so nobody can flood an inbox. */
const RESET_MAIL_PER_EMAIL: Limit = { max: 3, windowSeconds: 15 * 60 }
/** The owner hears of a spent login budget once a day, not once per refused guess. */
const BUDGET_MAIL_PER_EMAIL: Limit = { max: 1, windowSeconds: DAY_SECONDS }
/** The budget's name for every address the account has not signed in from (never an IP). */
const UNKNOWN_ADDRESSES = '*'

/** What a login attempt counted, so a correct password can take it back. */
export interface LoginAttempt {
  email: string
  ip: string
  counted: string[]
}

const loginKeys = (email: string, ip: string) => ({
  emailAndIp: `login:email-ip:${email}|${ip}`,
  ip: `login:ip:${ip}`,
  email: `login:email:${email}`,
  known: `login:known:${email}|${ip}`,
  budgetHour: (from: string) => `login:budget-hour:${email}|${from}`,
  budgetDay: (from: string) => `login:budget-day:${email}|${from}`,
  budgetMail: `login:budget-mail:${email}`,
})
const languageKey = (email: string, locale: Locale) => `login:language:${email}|${locale}`

/** The rate limits of the accounts module, each a 429 with Retry-After when exceeded. */
export function createAuthThrottles({
  limiter,
  config,
}: {
  limiter: RateLimiter
  config: ThrottleConfig
}) {
  const windowSeconds = config.LOGIN_WINDOW_SECONDS
  // A stranger must not lock the owner out (issue 12): failures count per e-mail *and* client,
  // per client, and only past a much higher ceiling per e-mail from unknown clients together.
  const perEmailAndIp: Limit = { max: config.LOGIN_MAX_ATTEMPTS_PER_EMAIL, windowSeconds }
  const perIp: Limit = { max: config.LOGIN_MAX_ATTEMPTS_PER_IP, windowSeconds }
  const perAccount: Limit = { max: config.LOGIN_MAX_ATTEMPTS_PER_ACCOUNT, windowSeconds }
  // A guesser with many addresses gets a budget per hour and day (decision 057), shared by all
  // addresses the account has not signed in from; each address it has signed in from has its own.
  const budgetPerHour: Limit = {
    max: config.LOGIN_MAX_ATTEMPTS_PER_ACCOUNT_HOUR,
    windowSeconds: HOUR_SECONDS,
  }
  const budgetPerDay: Limit = {
    max: config.LOGIN_MAX_ATTEMPTS_PER_ACCOUNT_DAY,
    windowSeconds: DAY_SECONDS,
  }
  const knownSeconds = config.LOGIN_KNOWN_ADDRESS_DAYS * DAY_SECONDS

  /** The address becomes known to the account; its language is the one its mails speak. */
  async function rememberAddress({
    email,
    ip,
    locale,
  }: {
    email: string
    ip: string
    locale: Locale
  }) {
    await limiter.remember(loginKeys(email, ip).known, knownSeconds)
    await limiter.remember(languageKey(email, locale), knownSeconds)
    for (const other of LOCALES)
      if (other !== locale) await limiter.clear(languageKey(email, other))
  }

  return {
    /**
     * Counts a login attempt before the password is checked, so parallel guesses cannot get
     * past the limit; `loginSucceeded` takes the count back for a correct password. The first
     * time a day that the unknown addresses' budget refuses one, `onBudgetSpent` is called.
     * Unknown e-mails are counted the same, so the answers do not tell whether an account exists.
     */
    async loginAttempt({
      email,
      ip,
      onBudgetSpent,
    }: {
      email: string
      ip: string
      onBudgetSpent: () => void
    }): Promise<LoginAttempt> {
      const keys = loginKeys(email, ip)
      const known = await limiter.remembers(keys.known)
      const perMinute = [
        { key: keys.emailAndIp, limit: perEmailAndIp },
        { key: keys.ip, limit: perIp },
        ...(known ? [] : [{ key: keys.email, limit: perAccount }]),
      ]
      await limiter.enforce(perMinute)
      const from = known ? ip : UNKNOWN_ADDRESSES
      const budget = [
        { key: keys.budgetHour(from), limit: budgetPerHour },
        { key: keys.budgetDay(from), limit: budgetPerDay },
      ]
      const retryAfter = await limiter.spend(budget)
      if (retryAfter > 0) {
        if (!known && (await limiter.hit(keys.budgetMail, BUDGET_MAIL_PER_EMAIL)).allowed)
          onBudgetSpent()
        throw new TooManyRequestsError(retryAfter)
      }
      return { email, ip, counted: [...perMinute, ...budget].map((h) => h.key) }
    },

    async loginSucceeded({ email, ip, counted }: LoginAttempt, locale: Locale) {
      const keys = loginKeys(email, ip)
      await limiter.clear(keys.emailAndIp)
      for (const key of counted) if (key !== keys.emailAndIp) await limiter.release(key)
      await rememberAddress({ email, ip, locale })
    },

    /** A new password set with a reset link proves the mailbox: the address becomes known. */
    passwordReset: rememberAddress,

    /** The language of the account's last sign-in, for mails nobody asked for in a request. */
    async languageOf(email: string): Promise<Locale> {
      for (const locale of LOCALES)
        if (await limiter.remembers(languageKey(email, locale))) return locale
      return DEFAULT_LOCALE
    },

    async resetMail({ email, ip }: { email: string; ip: string }) {
      await limiter.enforce([
        { key: `reset-mail:email:${email}`, limit: RESET_MAIL_PER_EMAIL },
        { key: `reset-mail:ip:${ip}`, limit: perIp },
      ])
    },

    async verificationMail({ userId }: { userId: number }) {
      await limiter.enforce([
        { key: `verification-mail:user:${userId}`, limit: VERIFICATION_MAIL_PER_USER },
      ])
    },
  }
}

export type AuthThrottles = ReturnType<typeof createAuthThrottles>
