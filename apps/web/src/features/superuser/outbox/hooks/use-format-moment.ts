import { fromDbDateTime } from '@sitewerk/contracts'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

/** A moment of the server (UTC) in the screen's language and the browser's time zone. */
export function useFormatMoment() {
  const { i18n } = useTranslation()
  const english = i18n.language === 'en'
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(english ? 'en-GB' : 'de-DE', {
      dateStyle: 'medium',
      timeStyle: 'short',
    })
    return (value: string) => format.format(fromDbDateTime(value))
  }, [english])
}
