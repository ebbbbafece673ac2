/** spec §9: dates travel in database format, UTC, 'YYYY-MM-DD HH:MM:SS'. */
export const DB_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/

const pad = (n: number) => String(n).padStart(2, '0')

export function toDbDateTime(date: Date): string {
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  )
}

export function fromDbDateTime(value: string): Date {
  if (!DB_DATE_TIME.test(value)) throw new RangeError(`Not a database date: ${value}`)
  return new Date(`${value.replace(' ', 'T')}Z`)
}

/**
 * Offset of `timeZone` from UTC at `date`, in minutes (spec §9: conversions are in minutes).
 * Europe/Berlin in winter answers 60.
 */
export function zoneOffsetMinutes(timeZone: string, date: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date)
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  )
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000)
}

/** Minutes to add to a browser-zone wall time to get the same instant's wall time in `timeZone`. */
export function browserToZoneMinutes(timeZone: string, date: Date): number {
  return zoneOffsetMinutes(timeZone, date) + date.getTimezoneOffset()
}

/**
 * The time zone dates are shown and entered in while an organisation has none of its own (its
 * location settings arrive with issue #16).
 */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin'
