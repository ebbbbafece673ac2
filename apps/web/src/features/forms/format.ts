import { fromDbDateTime } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'

/** An entry's time (spec §9 UTC) in the screen's language and the browser's time zone. */
export function useFormatDate() {
  const { i18n } = useTranslation()
  const format = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'de-DE', {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  return (value: string) => format.format(fromDbDateTime(value))
}

/** A stored value as text: lists joined, yes/no for booleans, an option's label for its value. */
export function useValueText() {
  const { t } = useTranslation()
  const text = (value: unknown, options?: { label: string; value: string }[]): string => {
    if (value === null || value === undefined || value === '') return '–'
    if (typeof value === 'boolean') return t(value ? 'forms.data.yes' : 'forms.data.no')
    if (Array.isArray(value)) return value.map((item) => text(item, options)).join(', ')
    if (typeof value === 'object') return JSON.stringify(value)
    return options?.find((option) => option.value === value)?.label ?? String(value)
  }
  return text
}
