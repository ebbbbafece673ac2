import { useLocation } from 'react-router'
import { stripLocalePrefix } from '../../../i18n/locale'

/** The same screens live in the site admin and in the organisation backend (spec §2). */
export function useThemePaths() {
  const inSiteAdmin = stripLocalePrefix(useLocation().pathname).startsWith('/puronectar/')
  return inSiteAdmin
    ? { themes: '/puronectar/themes', colorsets: '/puronectar/themes/colorsets' }
    : {
        themes: '/backend/organization/themes',
        colorsets: '/backend/organization/settings/colorsets',
      }
}
