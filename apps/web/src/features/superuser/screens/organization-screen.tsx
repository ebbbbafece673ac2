import { Badge, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { useConsoleOrganization } from '../api/get-organization'
import { DetailHeader } from '../components/detail-header'
import { InvoicesSection } from '../components/invoices-section'
import { MembersSection } from '../components/members-section'
import { SitesSection } from '../components/sites-section'
import { SubscriptionsSection } from '../components/subscriptions-section'
import { SuspensionSection } from '../components/suspension-section'
import { useConsoleFormat } from '../hooks/use-console-format'

/**
 * /superuser/organisations/{id} (numeric, checked by the route): members and roles, sites and
 * domains, bookings, invoices and storage; suspend and unsuspend.
 */
export function OrganizationScreen() {
  const { t } = useTranslation()
  const format = useConsoleFormat()
  const id = Number(useParams().id)
  const organization = useConsoleOrganization(id)

  if (organization.isPending) return <CenteredLoader label={t('common.loading')} />
  if (organization.isError)
    return (
      <QueryError
        title={t('superuser.organization.loadFailed')}
        error={organization.error}
        onRetry={() => void organization.refetch()}
        addressed
      />
    )
  const { data } = organization
  return (
    <Stack gap="lg" maw={960}>
      <DetailHeader
        back={{ to: '/superuser/organisations', label: t('superuser.organizations.back') }}
        title={data.title}
        badges={
          data.suspended_at && (
            <Badge color="red" variant="light">
              {t('superuser.organizations.suspendedBadge')}
            </Badge>
          )
        }
        meta={t('superuser.organization.meta', {
          date: format.date(data.created_at),
          storage: format.bytes(data.storage_bytes),
        })}
        audit={`/superuser/audit?target_type=organization&target_id=${data.id}`}
      />
      <MembersSection organization={data} />
      <SitesSection organization={data} />
      <SubscriptionsSection organization={data} />
      <InvoicesSection organization={data} />
      <SuspensionSection organization={data} />
    </Stack>
  )
}
