import { useTranslation } from 'react-i18next'
import { Navigate, Outlet } from 'react-router'
import { CenteredLoader } from '../../components/ui/centered-loader'
import { useUser } from '../../lib/auth'

/** Register and the password screens are for guests; a signed-in user goes to the overview. */
export function GuestOnly() {
  const { t } = useTranslation()
  const { user, status } = useUser()
  if (status === 'unknown') return <CenteredLoader label={t('common.loading')} />
  if (user) return <Navigate to="/backend/user" replace />
  return <Outlet />
}
