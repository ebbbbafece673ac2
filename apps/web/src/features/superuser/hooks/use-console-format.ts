import { fromDbDateTime } from '@sitewerk/contracts'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const

/**
 * Dates, money and sizes of the console in the screen's language. Times are the server's UTC
 * (spec §9) shown in the operator's time zone; amounts are integer cents in the currency each
 * invoice names.
 */
export function useConsoleFormat() {
  const { i18n } = useTranslation()
  const locale = i18n.language === 'en' ? 'en-GB' : 'de-DE'
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
    return {
      date: (value: string) => date.format(fromDbDateTime(value)),
      dateTime: (value: string) => dateTime.format(fromDbDateTime(value)),
      money: (cents: number, currency: string) =>
        new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100),
      bytes: (bytes: number) => {
        const power = Math.min(
          BYTE_UNITS.length - 1,
          bytes > 0 ? Math.floor(Math.log(bytes) / Math.log(1000)) : 0,
        )
        return new Intl.NumberFormat(locale, {
          style: 'unit',
          unit: BYTE_UNITS[power],
          unitDisplay: 'short',
          maximumFractionDigits: power === 0 ? 0 : 1,
        }).format(bytes / 1000 ** power)
      },
    }
  }, [locale])
}
