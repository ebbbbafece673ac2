import type { CaptchaChallenge } from '@sitewerk/contracts'
import { solveChallenge } from 'altcha-lib/v1'

/** The lowest difficulty: a test solves a challenge in a few milliseconds. */
export const EASY = 1_000

/** The number that solves a challenge, found the way the widget finds it. */
export async function solveNumber({ challenge, salt, maxnumber }: CaptchaChallenge) {
  const solution = await solveChallenge(challenge, salt, 'SHA-256', maxnumber).promise
  if (!solution) throw new Error('challenge without a solution')
  return solution.number
}

/** What the widget sends after solving: base64 of the challenge with the number found. */
export async function solve(challenge: CaptchaChallenge) {
  return Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: await solveNumber(challenge),
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  ).toString('base64')
}
