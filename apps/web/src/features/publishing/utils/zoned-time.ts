import { fromDbDateTime, toDbDateTime, zoneOffsetMinutes } from '@sitewerk/contracts'

/** A wall time as a person enters it: 'YYYY-MM-DD' and 'HH:MM'. */
export interface WallTime {
  date: string
  time: string
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

/**
 * The UTC instant (spec §9 database format) of a wall time in `timeZone`, or null when the input is
 * incomplete. Around a change of the clocks the offset of the result itself is taken.
 */
export function wallTimeToUtc(wall: WallTime, timeZone: string): string | null {
  const match = WALL.exec(`${wall.date}T${wall.time}`)
  if (!match) return null
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ]
  const asUtc = Date.UTC(year, month - 1, day, hour, minute)
  const first = asUtc - zoneOffsetMinutes(timeZone, new Date(asUtc)) * 60_000
  const instant = asUtc - zoneOffsetMinutes(timeZone, new Date(first)) * 60_000
  return toDbDateTime(new Date(instant))
}

/** The wall time in `timeZone` of a UTC instant (spec §9 database format). */
export function utcToWallTime(value: string, timeZone: string): WallTime {
  const date = fromDbDateTime(value)
  const local = toDbDateTime(new Date(date.getTime() + zoneOffsetMinutes(timeZone, date) * 60_000))
  return { date: local.slice(0, 10), time: local.slice(11, 16) }
}
