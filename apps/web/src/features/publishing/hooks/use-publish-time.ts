import { fromDbDateTime } from '@sitewerk/contracts'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useOrganizationTimeZone } from '../../../api/queries/get-organization-settings'

/**
 * Publishing times in the screen's language and the organisation's time zone (decision 027):
 * `at` a date and time, `since` the time of day for today, otherwise the date and time.
 */
export function usePublishTime(now: () => Date = () => new Date()) {
  const { i18n } = useTranslation()
  const timeZone = useOrganizationTimeZone()
  const locale = i18n.language === 'en' ? 'en-GB' : 'de-DE'
  const day = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone }),
    [locale, timeZone],
  )
  const clock = useMemo(
    () => new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }),
    [locale, timeZone],
  )
  const format = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone,
      }),
    [locale, timeZone],
  )
  const at = (value: string) => format.format(fromDbDateTime(value))
  /**
   * For 'seit …' / 'since …': the time of day when it was today (in the organisation's zone),
   * else date and time. A relative phrase ('vor 5 Minuten') does not follow 'seit'.
   */
  const since = (value: string) => {
    const date = fromDbDateTime(value)
    return day.format(date) === day.format(now()) ? clock.format(date) : at(value)
  }
  return { at, since }
}
