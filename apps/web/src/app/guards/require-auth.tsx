import { useTranslation } from 'react-i18next'
import { Navigate, Outlet, useLocation } from 'react-router'
import { CenteredLoader } from '../../components/ui/centered-loader'
import { localeFromPath, withLocalePrefix } from '../../i18n/locale'
import { useUser } from '../../lib/auth'

export function loginRedirectPath(pathname: string, search: string) {
  const login = withLocalePrefix('/login', localeFromPath(pathname))
  return `${login}?from=${encodeURIComponent(pathname + search)}`
}

/** Routes marked auth (spec §6): a guest goes to /login?from=<this route>. */
export function RequireAuth() {
  const { t } = useTranslation()
  const { user, status, error } = useUser()
  const { pathname, search } = useLocation()
  if (status === 'unknown') return <CenteredLoader label={t('common.loading')} />
  if (!user && error) throw error
  if (!user) return <Navigate to={loginRedirectPath(pathname, search)} replace />
  return <Outlet />
}
