import { Navigate, Outlet } from 'react-router'
import { useUser } from '../../lib/auth'

/** spec §6: without an organisation a backend-organization page sends the user to create one. */
export function RequireOrganization() {
  const { user } = useUser()
  if (user && user.organizations.length === 0) {
    return <Navigate to="/backend/organizations/create" replace />
  }
  return <Outlet />
}
