import { formatFileSize, fromDbDateTime } from '@sitewerk/contracts'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * Dates, money and sizes of the console in the screen's language. Times are the server's UTC
 * (spec §9) shown in the operator's time zone; amounts are integer cents in the currency each
 * invoice names.
 */
export function useConsoleFormat() {
  const { i18n } = useTranslation()
  const language = i18n.language === 'en' ? 'en' : 'de'
  const locale = language === 'en' ? 'en-GB' : 'de-DE'
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
    return {
      date: (value: string) => date.format(fromDbDateTime(value)),
      dateTime: (value: string) => dateTime.format(fromDbDateTime(value)),
      money: (cents: number, currency: string) =>
        new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100),
      // storage in decimal units (kB, MB), as operators and hosting bills count it
      bytes: (bytes: number) => formatFileSize(bytes, { binary: false, locale: language }),
    }
  }, [language, locale])
}
