import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { humanFileSize } from '../utils/human-file-size'

/** Sizes in the screen's language, in decimal units (kB, MB) as file managers show them. */
export function useHumanFileSize() {
  const { i18n } = useTranslation()
  const locale = i18n.language
  return useCallback((bytes: number) => humanFileSize(bytes, { locale }), [locale])
}
