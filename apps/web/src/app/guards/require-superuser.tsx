import { ERROR_MESSAGES } from '@sitewerk/contracts'
import { Outlet } from 'react-router'
import { ErrorScreen } from '../../features/system/screens/error-screen'
import { useUser } from '../../lib/auth'

/** spec §6: /superuser routes and /puronectar/testUser; use inside RequireAuth. */
export function RequireSuperuser() {
  const { user } = useUser()
  if (!user?.superuser) return <ErrorScreen status={403} message={ERROR_MESSAGES.unauthorized} />
  return <Outlet />
}
