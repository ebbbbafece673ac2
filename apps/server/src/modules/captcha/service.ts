import {
  CAPTCHA_DIFFICULTY_PRESETS,
  type CaptchaChallenge,
  type CaptchaRefusal,
  type CaptchaSettings,
  type CaptchaSettingsBody,
  type CaptchaVerifyResult,
} from '@sitewerk/contracts'
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1'
import { z } from 'zod'
import type { Clock } from '../../lib/clock.ts'
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../../lib/errors.ts'
import { requireOrganization, type RequestContext } from '../../lib/request-context.ts'
import { randomToken } from '../../lib/tokens.ts'
import type { CaptchaRepository, CaptchaRow } from './repository.ts'

/** How long a challenge may be solved and sent: long enough to fill in a form. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000

/** A solution as the widget sends it (base64 JSON); anything else is refused before hashing. */
const Solution = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.number().int().nonnegative(),
  salt: z.string().min(1).max(512),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
})

function decode(payload: string): z.infer<typeof Solution> | null {
  try {
    const parsed = Solution.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

const present = (row: CaptchaRow): CaptchaSettings => ({
  enabled: row.enabled,
  difficulty: row.difficulty,
  allowed_domains: row.allowedDomains,
})

export interface CaptchaServiceDeps {
  repo: CaptchaRepository
  clock: Clock
  /** The organisation whose API key this is (organizations module), null for none. */
  organizationOfApiKey: (apiKey: string) => Promise<number | null>
  /** The organisation of a site host of ours, null for any other host. */
  organizationOfSiteHost: (host: string) => Promise<number | null>
}

/**
 * spec §1/§2 the organisation's captcha: ALTCHA proof-of-work challenges signed with a key of the
 * organisation's own, no third party involved (decision 025).
 */
export function createCaptchaService({
  repo,
  clock,
  organizationOfApiKey,
  organizationOfSiteHost,
}: CaptchaServiceDeps) {
  const refuse = (reason: CaptchaRefusal): CaptchaVerifyResult => ({ verified: false, reason })

  /** Checks a solution and spends it: a solution counts once, within its challenge's time. */
  async function verify(organizationId: number, payload: string): Promise<CaptchaVerifyResult> {
    const solution = decode(payload)
    const row = solution && (await repo.find(organizationId))
    if (!solution || !row) return refuse('invalid')
    // Every challenge of ours carries its expiry in the signed salt.
    const expires = Number(extractParams(solution).expires)
    if (!Number.isSafeInteger(expires)) return refuse('invalid')
    if (!(await verifySolution(solution, row.hmacKey, false))) return refuse('invalid')
    const expiresAt = new Date(expires * 1000)
    if (expiresAt <= clock.now()) return refuse('expired')
    if (!(await repo.markUsed(solution.signature, organizationId, expiresAt)))
      return refuse('replayed')
    return { verified: true }
  }

  return {
    verify,

    /** Whether the organisation's public forms need a solved captcha. */
    isEnabled: async (organizationId: number) =>
      (await repo.find(organizationId))?.enabled ?? false,

    /** A fresh challenge; 404 while the captcha is off (or was never set up). */
    async challenge(organizationId: number): Promise<CaptchaChallenge> {
      const row = await repo.find(organizationId)
      if (!row?.enabled) throw new NotFoundError()
      const { challenge, salt, signature } = await createChallenge({
        algorithm: 'SHA-256',
        hmacKey: row.hmacKey,
        maxnumber: row.difficulty,
        expires: new Date(clock.now().getTime() + CHALLENGE_TTL_MS),
      })
      return { algorithm: 'SHA-256', challenge, maxnumber: row.difficulty, salt, signature }
    },

    /** Whether a page at `origin` may fetch the organisation's challenges (CORS). */
    async allowsOrigin(organizationId: number, origin: string): Promise<boolean> {
      let host: string
      try {
        host = new URL(origin).hostname.toLowerCase()
      } catch {
        return false
      }
      const row = await repo.find(organizationId)
      if (!row?.enabled) return false
      return (
        row.allowedDomains.includes(host) || (await organizationOfSiteHost(host)) === organizationId
      )
    },

    /** POST /api/captcha/verify: the organisation is the one whose API key the caller holds. */
    async verifyWithApiKey(apiKey: string | null, payload: string): Promise<CaptchaVerifyResult> {
      const organizationId = apiKey ? await organizationOfApiKey(apiKey) : null
      if (organizationId === null) throw new UnauthenticatedError()
      return verify(organizationId, payload)
    },

    /** Reading changes nothing: an organisation that never saved its captcha sees it off. */
    async settings(ctx: RequestContext): Promise<CaptchaSettings> {
      const row = await repo.find(requireOrganization(ctx).id)
      return row
        ? present(row)
        : { enabled: false, difficulty: CAPTCHA_DIFFICULTY_PRESETS.medium, allowed_domains: [] }
    },

    /** Owners (and superusers) turn it on and off, as every other organisation setting. */
    async updateSettings(ctx: RequestContext, body: CaptchaSettingsBody): Promise<CaptchaSettings> {
      const { id, role } = requireOrganization(ctx)
      if (role !== 'owner' && !ctx.user?.superuser) throw new ForbiddenError()
      await repo.findOrCreate(id, randomToken(32))
      return present(
        await repo.update(id, {
          enabled: body.enabled,
          difficulty: body.difficulty,
          allowedDomains: body.allowed_domains,
          now: clock.now(),
        }),
      )
    },

    /** Drops used solutions of expired challenges; the periodic runner calls it. */
    purgeExpiredSolutions: (now: Date) => repo.deleteExpired(now),
  }
}

export type CaptchaService = ReturnType<typeof createCaptchaService>
