import { fromDbDateTime } from '@sitewerk/contracts'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  useOrganizationSettings,
  useOrganizationTimeZone,
} from '../../../api/queries/get-organization-settings'

/** The currency until the settings are loaded (the settings' own default). */
const DEFAULT_CURRENCY = 'EUR'

/**
 * Money and dates of the payment screens: amounts in the organisation's currency (or the one
 * an invoice names), dates in its time zone, both in the screen's language. Amounts are integer
 * cents; they are divided only to hand Intl the number it displays.
 */
export function useBillingFormat() {
  const { i18n } = useTranslation()
  const locale = i18n.language === 'en' ? 'en-GB' : 'de-DE'
  const currency = useOrganizationSettings().data?.location.currency ?? DEFAULT_CURRENCY
  const timeZone = useOrganizationTimeZone()
  const date = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }),
    [locale, timeZone],
  )
  return useMemo(
    () => ({
      currency,
      money: (cents: number, inCurrency: string = currency) =>
        new Intl.NumberFormat(locale, { style: 'currency', currency: inCurrency }).format(
          cents / 100,
        ),
      date: (value: string) => date.format(fromDbDateTime(value)),
    }),
    [currency, date, locale],
  )
}
