import { Group, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { SectionCard } from '../../../components/ui/section-card'
import { useDocumentTitle } from '../../../hooks/use-document-title'
import { JoinRequestsPanel } from '../components/join-requests-panel'
import { RenameOrganizationForm } from '../components/rename-organization-form'
import { RoleBadge } from '../components/role-badge'
import { ServicesList } from '../components/services-list'
import { TeamMembers } from '../components/team-members'
import { useCurrentOrganization } from '../../../hooks/use-current-organization'
import { useOrganizationRole } from '../hooks/use-organization-role'

/** /backend/organization: the current organisation, its members, join requests and services. */
export function OrganizationDashboardScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { organization, isLoading, error, reload } = useCurrentOrganization()
  const { isAdmin } = useOrganizationRole()
  useDocumentTitle(organization?.title ?? t('organization.dashboard.title'))

  if (isLoading) return <CenteredLoader label={t('common.loading')} />
  if (!organization) {
    return (
      <QueryError
        title={t('organization.dashboard.loadFailed')}
        error={error}
        onRetry={() => void reload()}
      />
    )
  }
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <ScreenTitle>{organization.title}</ScreenTitle>
        <RoleBadge role={organization.role} />
      </Group>
      {isAdmin && (
        <SectionCard id="organization-settings-title" title={t('organization.dashboard.settings')}>
          <RenameOrganizationForm key={organization.title} organization={organization} />
        </SectionCard>
      )}
      <SectionCard id="organization-members-title" title={t('organization.members.title')}>
        <TeamMembers
          organizationId={organization.id}
          onLeft={() => void navigate('/backend/user')}
        />
      </SectionCard>
      {isAdmin && (
        <SectionCard id="organization-requests-title" title={t('organization.joinRequests.title')}>
          <JoinRequestsPanel organizationId={organization.id} />
        </SectionCard>
      )}
      <SectionCard id="organization-services-title" title={t('organization.services.title')}>
        <ServicesList services={organization.services} />
      </SectionCard>
    </Stack>
  )
}
