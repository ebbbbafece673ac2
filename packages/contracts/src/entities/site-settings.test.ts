import { describe, expect, it } from 'vitest'
import { openingHoursLines, type OpeningHoursRule } from './site-settings.ts'

const rule = (days: OpeningHoursRule['days'], opens: string, closes: string) => ({
  days,
  opens,
  closes,
})

describe('opening hours as visitors read them', () => {
  it('writes a run of days as a range and groups days with the same times', () => {
    expect(
      openingHoursLines([
        rule(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], '08:00', '18:00'),
        rule(['Saturday'], '08:00', '13:00'),
      ]),
    ).toEqual([
      { days: 'Mo–Fr', hours: '08:00–18:00' },
      { days: 'Sa', hours: '08:00–13:00' },
    ])
  })

  it('lists two days or days with gaps by comma, and shows a lunch break on one line', () => {
    expect(
      openingHoursLines([
        rule(['Monday', 'Wednesday', 'Thursday', 'Friday'], '09:00', '12:00'),
        rule(['Monday', 'Wednesday', 'Thursday', 'Friday'], '14:00', '18:00'),
        rule(['Saturday', 'Sunday'], '10:00', '16:00'),
      ]),
    ).toEqual([
      { days: 'Mo, Mi–Fr', hours: '09:00–12:00, 14:00–18:00' },
      { days: 'Sa, So', hours: '10:00–16:00' },
    ])
  })

  it('names the days in English for an English site', () => {
    expect(
      openingHoursLines([rule(['Tuesday', 'Wednesday', 'Thursday'], '07:00', '19:00')], 'en'),
    ).toEqual([{ days: 'Tue–Thu', hours: '07:00–19:00' }])
  })
})
