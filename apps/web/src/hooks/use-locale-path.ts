import { useCallback } from 'react'
import { useLocation } from 'react-router'
import { localeFromPath, withLocalePrefix } from '../i18n/locale'

/**
 * A path of this app under the `/en` or `/de` prefix of the current address (spec §2), so a
 * screen opened as `/en/login` keeps its prefix on the way to register, the password and on.
 */
export function useLocalePath() {
  const locale = localeFromPath(useLocation().pathname)
  return useCallback((path: string) => withLocalePrefix(path, locale), [locale])
}
