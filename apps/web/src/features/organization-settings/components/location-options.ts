import { COUNTRY_CODES, zoneOffsetMinutes } from '@sitewerk/contracts'

/** The countries with their names in the UI language, sorted by name ('Deutschland', 'Österreich'). */
export function countryOptions(language: string) {
  const names = new Intl.DisplayNames([language], { type: 'region' })
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort(
    (a, b) => a.label.localeCompare(b.label, language),
  )
}

/** The runtime's IANA time zones; the stored one stays choosable even if the runtime lacks it. */
export function timeZoneOptions(current: string) {
  const zones = Intl.supportedValuesOf('timeZone')
  return zones.includes(current) ? zones : [current, ...zones]
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The wall time in `timeZone` at `now` and its offset, in minutes as spec §9 wants: '14:30 (UTC+01:00)'. */
export function zoneClock(timeZone: string, now: Date) {
  const offset = zoneOffsetMinutes(timeZone, now)
  const wall = new Date(now.getTime() + offset * 60_000)
  const sign = offset < 0 ? '−' : '+'
  const abs = Math.abs(offset)
  return `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())} (UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)})`
}
