import { formatFileSize } from '@sitewerk/contracts'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

/** spec §9 human file sizes (binary units, steps of 1024) in the screen's language. */
export function useHumanFileSize() {
  const { i18n } = useTranslation()
  const locale = i18n.language === 'en' ? 'en' : 'de'
  return useCallback((bytes: number) => formatFileSize(bytes, { locale }), [locale])
}
