import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { CenteredLoader } from '../../components/ui/centered-loader'
import { LoginScreen } from '../../features/auth/screens/login-screen'
import { getSiteByDomain } from '../../features/sites/api/get-site-by-domain'
import { localeFromPath } from '../../i18n/locale'
import { useUser } from '../../lib/auth'
import { resolvePostLoginTarget } from '../post-login-target'

/** Signed in (now or before): go on to `from`, or with `domain` to that site's admin. */
function ForwardSignedIn() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const from = params.get('from')
  const domain = params.get('domain')
  const locale = localeFromPath(useLocation().pathname)
  useEffect(() => {
    let cancelled = false
    void resolvePostLoginTarget({ from, domain, getSiteByDomain, locale }).then((target) => {
      if (!cancelled) navigate(target, { replace: true })
    })
    return () => {
      cancelled = true
    }
  }, [from, domain, locale, navigate])
  return <CenteredLoader label={t('auth.login.forwarding')} />
}

/** /login and its alias /puronectar (spec §2): guests sign in, users are forwarded. */
export function LoginRoute() {
  const { t } = useTranslation()
  const { user, status } = useUser()
  if (status === 'unknown') return <CenteredLoader label={t('common.loading')} />
  // after a successful login the user query fills and this forwards: one path for both cases
  if (user) return <ForwardSignedIn />
  return <LoginScreen />
}
