import { LOCALE_TAGS, type Locale } from './constants.ts'

const BINARY = ['B', 'KiB', 'MiB', 'GiB', 'TiB']
const DECIMAL = ['B', 'kB', 'MB', 'GB', 'TB']

/**
 * spec §9 human file size: steps of 1024 with binary units (KiB, MiB) or of 1000 with decimal
 * units (kB, MB); at most one decimal, written the locale's way ('1,5 MiB' in German).
 */
export function formatFileSize(
  bytes: number,
  { binary = true, locale = 'de' }: { binary?: boolean; locale?: Locale } = {},
): string {
  const step = binary ? 1024 : 1000
  const units = binary ? BINARY : DECIMAL
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= step && unit < units.length - 1) {
    value /= step
    unit++
  }
  const number = new Intl.NumberFormat(LOCALE_TAGS[locale], {
    maximumFractionDigits: unit === 0 ? 0 : 1,
    useGrouping: false,
  }).format(value)
  return `${number} ${units[unit]}`
}
