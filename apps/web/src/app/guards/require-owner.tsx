import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'
import { CenteredLoader } from '../../components/ui/centered-loader'
import { useOrganizationRole } from '../../features/organizations/hooks/use-organization-role'
import { ErrorScreen } from '../../features/system/screens/error-screen'
import { useCurrentOrganization } from '../../hooks/use-current-organization'

/**
 * Decision 031: what only owners may see (invoices and payment methods), opened by address by an
 * admin or editor, is the no-access page, as the console is for everyone but superusers — not a
 * screen whose every call fails. Use inside RequireOrganization.
 */
export function RequireOwner() {
  const { t } = useTranslation()
  const { role, isOwner } = useOrganizationRole()
  const { isLoading } = useCurrentOrganization()
  if (isLoading) return <CenteredLoader label={t('common.loading')} />
  // an organisation that failed to load says so on the screen itself
  if (role !== null && !isOwner)
    return <ErrorScreen status={403} message={t('errors.ownersOnly')} />
  return <Outlet />
}
