import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The hardening suites (`*.hardening.ts`, issue 12) run short inside `npm test` and at full size in
 * `npm run test:hardening`, which also turns the figures they record into docs/reliability.md.
 */
export const hardeningScale: 'short' | 'full' =
  process.env.HARDENING_SCALE === 'full' ? 'full' : 'short'

/** The short or the full size of a figure (rounds, requests, clients). */
export function atScale<T>(short: T, full: T): T {
  return hardeningScale === 'full' ? full : short
}

export interface Figure {
  /** What was measured, in words a reader of docs/reliability.md understands. */
  measure: string
  value: string | number
  /** The aim of issue 12, e.g. '0' or '< 500 ms'; empty when the figure is only context. */
  target?: string
  met?: boolean
}

/**
 * Records one suite's figures for docs/reliability.md. Outside `npm run test:hardening`
 * (HARDENING_REPORT_DIR unset) the figures are only printed.
 */
export function recordFigures(suite: string, title: string, figures: Figure[]) {
  const dir = process.env.HARDENING_REPORT_DIR
  const report = { suite, title, scale: hardeningScale, figures }
  if (!dir) {
    const line = figures.map((f) => `${f.measure}=${f.value}`).join(', ')
    process.stdout.write(`[hardening] ${title}: ${line}\n`)
    return
  }
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `${suite}.json`), JSON.stringify(report, null, 2))
}
