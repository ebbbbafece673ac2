import { describe, expect, it } from 'vitest'
import { openingHoursLines, socialNetworkOf, type OpeningHoursRule } from './site-settings.ts'

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

describe('the network of a social link, read from its address (issue 34, item 6)', () => {
  it('knows the big networks by host, with or without www, a subdomain or https://', () => {
    expect(socialNetworkOf('https://www.facebook.com/baeckerei.sonne')).toBe('facebook')
    expect(socialNetworkOf('https://m.facebook.com/baeckerei.sonne')).toBe('facebook')
    expect(socialNetworkOf('instagram.com/baeckerei.sonne')).toBe('instagram')
    expect(socialNetworkOf('https://de.linkedin.com/company/sonne')).toBe('linkedin')
    expect(socialNetworkOf('https://twitter.com/sonne')).toBe('x')
    expect(socialNetworkOf('https://x.com/sonne')).toBe('x')
    expect(socialNetworkOf('https://youtu.be/abc')).toBe('youtube')
    expect(socialNetworkOf('https://www.YouTube.com/@sonne')).toBe('youtube')
    expect(socialNetworkOf('https://www.tiktok.com/@sonne')).toBe('tiktok')
    expect(socialNetworkOf('https://www.xing.com/pages/sonne')).toBe('xing')
    expect(socialNetworkOf('https://www.pinterest.de/sonne')).toBe('pinterest')
  })

  it('says nothing for a host that names no network (Mastodon, an own site) or no address', () => {
    expect(socialNetworkOf('https://mastodon.social/@sonne')).toBeUndefined()
    expect(socialNetworkOf('https://baeckerei-sonne.de')).toBeUndefined()
    expect(socialNetworkOf('https://notfacebook.com/x')).toBeUndefined()
    expect(socialNetworkOf('https://facebook.com.example.net/x')).toBeUndefined()
    expect(socialNetworkOf('')).toBeUndefined()
    expect(socialNetworkOf('https://')).toBeUndefined()
  })
})
