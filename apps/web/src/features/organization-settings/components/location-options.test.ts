import { describe, expect, it } from 'vitest'
import { countryOptions, timeZoneOptions, zoneClock } from './location-options'

describe('location options', () => {
  it('names countries in the UI language', () => {
    const de = countryOptions('de')
    expect(de.find((c) => c.value === 'DE')?.label).toBe('Deutschland')
    expect(countryOptions('en').find((c) => c.value === 'DE')?.label).toBe('Germany')
    expect(de.findIndex((c) => c.value === 'AT')).toBeGreaterThan(
      de.findIndex((c) => c.value === 'DE'),
    )
  })

  it('offers the runtime time zones and keeps the stored one', () => {
    expect(timeZoneOptions('Europe/Berlin')).toContain('America/New_York')
    expect(timeZoneOptions('Etc/Unknown')[0]).toBe('Etc/Unknown')
  })

  it('shows the time there with the offset in minutes', () => {
    const winter = new Date('2026-01-15T08:05:09Z')
    expect(zoneClock('Europe/Berlin', winter)).toBe('09:05 (UTC+01:00)')
    expect(zoneClock('Asia/Kolkata', winter)).toBe('13:35 (UTC+05:30)')
    expect(zoneClock('America/New_York', winter)).toBe('03:05 (UTC−05:00)')
  })
})
