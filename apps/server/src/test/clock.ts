import type { Clock } from '../lib/clock.ts'

/** A clock the test moves by hand. */
export function createTestClock(start = new Date()): Clock & { advanceSeconds(s: number): void } {
  let now = start.getTime()
  return {
    now: () => new Date(now),
    advanceSeconds: (seconds: number) => {
      now += seconds * 1000
    },
  }
}
