import type { Config } from '../../config.ts'
import type { Limit, RateLimiter } from '../../lib/rate-limiter.ts'

export type ThrottleConfig = Pick<
  Config,
  | 'LOGIN_MAX_ATTEMPTS_PER_EMAIL'
  | 'LOGIN_MAX_ATTEMPTS_PER_IP'
  | 'LOGIN_MAX_ATTEMPTS_PER_ACCOUNT'
  | 'LOGIN_WINDOW_SECONDS'
>

/** Re-sent verification mails: one a minute per user. */
const VERIFICATION_MAIL_PER_USER: Limit = { max: 1, windowSeconds: 60 }
/** Reset mails to one address: three per quarter hour, so nobody can flood an inbox. */
const RESET_MAIL_PER_EMAIL: Limit = { max: 3, windowSeconds: 15 * 60 }

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
  // per client, and only past a much higher ceiling per e-mail from everywhere together.
  const perEmailAndIp: Limit = { max: config.LOGIN_MAX_ATTEMPTS_PER_EMAIL, windowSeconds }
  const perIp: Limit = { max: config.LOGIN_MAX_ATTEMPTS_PER_IP, windowSeconds }
  const perAccount: Limit = { max: config.LOGIN_MAX_ATTEMPTS_PER_ACCOUNT, windowSeconds }
  const loginKeys = (email: string, ip: string) => ({
    emailAndIp: `login:email-ip:${email}|${ip}`,
    ip: `login:ip:${ip}`,
    email: `login:email:${email}`,
  })

  return {
    /**
     * Counts a login attempt before the password is checked, so parallel guesses cannot get
     * past the limit; `loginSucceeded` takes the count back for a correct password.
     */
    async loginAttempt({ email, ip }: { email: string; ip: string }) {
      const keys = loginKeys(email, ip)
      await limiter.enforce([
        { key: keys.emailAndIp, limit: perEmailAndIp },
        { key: keys.ip, limit: perIp },
        { key: keys.email, limit: perAccount },
      ])
    },

    async loginSucceeded({ email, ip }: { email: string; ip: string }) {
      const keys = loginKeys(email, ip)
      await limiter.clear(keys.emailAndIp)
      await limiter.release(keys.ip)
      await limiter.release(keys.email)
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
