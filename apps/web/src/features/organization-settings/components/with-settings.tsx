import type { OrganizationSettings } from '@sitewerk/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { useOrganizationSettings } from '../../../api/queries/get-organization-settings'

/** Shows its children once the settings are loaded; a loader before, the error with retry after a failure. */
export function WithSettings({
  children,
}: {
  children: (settings: OrganizationSettings) => ReactNode
}) {
  const { t } = useTranslation()
  const settings = useOrganizationSettings()
  if (settings.isPending) return <CenteredLoader label={t('common.loading')} />
  if (!settings.data)
    return (
      <QueryError
        title={t('organizationSettings.loadFailed')}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    )
  return children(settings.data)
}
