import { z } from 'zod'
import { DomainName } from '../entities/site.ts'
import { IdParam } from '../primitives.ts'

/**
 * An ALTCHA challenge (proof of work): the browser finds the number ≤ maxnumber whose
 * SHA-256 of `salt + number` is `challenge`; the signature proves the server made it.
 */
export const CaptchaChallenge = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxnumber: z.number().int().positive(),
  salt: z.string(),
  signature: z.string(),
})
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>

/**
 * The work a challenge asks for: the highest number it may hide. A browser tries about half of
 * them on average; a bot pays the same for every submit.
 */
export const CAPTCHA_DIFFICULTY = { min: 1_000, max: 1_000_000 } as const
export const CAPTCHA_DIFFICULTY_PRESETS = { low: 20_000, medium: 50_000, high: 250_000 } as const
export type CaptchaDifficultyPreset = keyof typeof CAPTCHA_DIFFICULTY_PRESETS

/** The organisation's captcha (spec §2 captcha/settings). */
export const CaptchaSettings = z.object({
  enabled: z.boolean(),
  difficulty: z.number().int(),
  /** Host names of the organisation's own sites elsewhere that may ask for challenges. */
  allowed_domains: z.array(z.string()),
})
export type CaptchaSettings = z.infer<typeof CaptchaSettings>

export const CaptchaSettingsBody = z.object({
  enabled: z.boolean(),
  difficulty: z.number().int().min(CAPTCHA_DIFFICULTY.min).max(CAPTCHA_DIFFICULTY.max),
  allowed_domains: z
    .array(DomainName)
    .max(50)
    .refine((domains) => new Set(domains).size === domains.length, 'duplicate'),
})
export type CaptchaSettingsBody = z.infer<typeof CaptchaSettingsBody>

/** POST /api/organization/api-key: the new key; the old one stops working at once. */
export const ApiKeyResponse = z.object({ api_key: z.string() })
export type ApiKeyResponse = z.infer<typeof ApiKeyResponse>

/** POST /api/captcha/verify (Authorization: Bearer <api key>): a solution from the widget. */
export const CaptchaVerifyBody = z.object({ payload: z.string().min(1).max(8192) })
export type CaptchaVerifyBody = z.infer<typeof CaptchaVerifyBody>

export const CaptchaRefusal = z.enum(['invalid', 'expired', 'replayed'])
export type CaptchaRefusal = z.infer<typeof CaptchaRefusal>

export const CaptchaVerifyResult = z.object({
  verified: z.boolean(),
  reason: CaptchaRefusal.optional(),
})
export type CaptchaVerifyResult = z.infer<typeof CaptchaVerifyResult>

/** GET /captcha/{organizationId}/challenge: for the organisation's own sites elsewhere. */
export const CaptchaOrganizationParams = z.object({ organizationId: IdParam })
