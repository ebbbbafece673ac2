import { Alert, Text } from '@mantine/core'
import { fromDbDateTime } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { useCurrentOrganization } from '../../../hooks/use-current-organization'

/**
 * While the operator has suspended the organisation (decision 032), its members read why on
 * every screen of its back office; its sites show visitors a neutral page meanwhile.
 */
export function SuspensionNotice() {
  const { t, i18n } = useTranslation()
  const { organization } = useCurrentOrganization()
  if (!organization?.suspended_at) return null
  const date = fromDbDateTime(organization.suspended_at).toLocaleDateString(i18n.language, {
    dateStyle: 'medium',
  })
  return (
    <Alert color="red" variant="light" title={t('organization.suspended.title')} mb="lg">
      <Text size="sm" fw={600}>
        {t('organization.suspended.reason', { reason: organization.suspended_reason ?? '' })}
      </Text>
      <Text size="sm">{t('organization.suspended.text', { date })}</Text>
    </Alert>
  )
}
