import { describe, expect, it } from 'vitest'
import { browserToZoneMinutes, fromDbDateTime, toDbDateTime, zoneOffsetMinutes } from './dates.ts'

describe('dates (spec §9)', () => {
  it('travel in database format, UTC', () => {
    const date = new Date('2026-01-15T08:05:09.750Z')
    expect(toDbDateTime(date)).toBe('2026-01-15 08:05:09')
    expect(fromDbDateTime('2026-01-15 08:05:09').toISOString()).toBe('2026-01-15T08:05:09.000Z')
    expect(() => fromDbDateTime('2026-01-15T08:05:09Z')).toThrow(RangeError)
  })

  it('converts between zones in minutes, also for zones off the full hour and across DST', () => {
    const winter = new Date('2026-01-15T12:00:00Z')
    const summer = new Date('2026-07-15T12:00:00Z')
    expect(zoneOffsetMinutes('Europe/Berlin', winter)).toBe(60)
    expect(zoneOffsetMinutes('Europe/Berlin', summer)).toBe(120)
    expect(zoneOffsetMinutes('Asia/Kolkata', winter)).toBe(330)
    expect(zoneOffsetMinutes('Asia/Kathmandu', winter)).toBe(345)
    expect(zoneOffsetMinutes('America/St_Johns', winter)).toBe(-210)
    expect(zoneOffsetMinutes('UTC', summer)).toBe(0)
  })

  it('answers the minutes from the browser’s zone to a given zone', () => {
    // a browser in New York in winter (UTC-5: getTimezoneOffset() is +300)
    const date = new Date('2026-01-15T12:00:00Z')
    date.getTimezoneOffset = () => 300
    expect(browserToZoneMinutes('Europe/Berlin', date)).toBe(360)
    expect(browserToZoneMinutes('Asia/Kolkata', date)).toBe(630)
    expect(browserToZoneMinutes('America/New_York', date)).toBe(0)
  })
})
