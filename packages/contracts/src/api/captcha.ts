import { z } from 'zod'

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
