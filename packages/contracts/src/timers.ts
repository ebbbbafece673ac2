import { MAX_TIMER_MS } from './constants.ts'

/** spec §9: timer lengths are clamped to 0..2147483647 ms (setTimeout overflows past it). */
export function clampTimerMs(ms: number): number {
  if (!Number.isFinite(ms)) return ms > 0 ? MAX_TIMER_MS : 0
  return Math.min(Math.max(0, Math.round(ms)), MAX_TIMER_MS)
}
