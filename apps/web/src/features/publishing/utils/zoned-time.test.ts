import { describe, expect, it } from 'vitest'
import { utcToWallTime, wallTimeToUtc } from './zoned-time'

describe('wall times in the organisation’s zone', () => {
  it('turns a Berlin wall time into UTC, in winter and in summer', () => {
    expect(wallTimeToUtc({ date: '2026-12-01', time: '09:30' }, 'Europe/Berlin')).toBe(
      '2026-12-01 08:30:00',
    )
    expect(wallTimeToUtc({ date: '2026-07-01', time: '09:30' }, 'Europe/Berlin')).toBe(
      '2026-07-01 07:30:00',
    )
  })

  it('answers null for an incomplete input', () => {
    expect(wallTimeToUtc({ date: '2026-12-01', time: '' }, 'Europe/Berlin')).toBeNull()
  })

  it('shows a UTC instant as the Berlin wall time', () => {
    expect(utcToWallTime('2026-03-29 01:30:00', 'Europe/Berlin')).toEqual({
      date: '2026-03-29',
      time: '03:30',
    })
  })
})
