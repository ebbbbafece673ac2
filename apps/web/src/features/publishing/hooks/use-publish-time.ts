import { fromDbDateTime } from '@sitewerk/contracts'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { relativeTime } from '../../../utils/relative-time'
import { useOrganizationTimeZone } from '../../organization-settings/api/settings'

const DAY_MS = 24 * 3600 * 1000

/**
 * Publishing times in the screen's language and the organisation's time zone (decision 027):
 * `at` a date and time, `since` relative within a day ('vor 5 Minuten'), otherwise the date.
 */
export function usePublishTime(now: () => Date = () => new Date()) {
  const { i18n } = useTranslation()
  const timeZone = useOrganizationTimeZone()
  const locale = i18n.language === 'en' ? 'en-GB' : 'de-DE'
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
  const since = (value: string) => {
    const date = fromDbDateTime(value)
    const current = now()
    return Math.abs(current.getTime() - date.getTime()) < DAY_MS
      ? relativeTime(date, current, i18n.language)
      : at(value)
  }
  return { at, since }
}
