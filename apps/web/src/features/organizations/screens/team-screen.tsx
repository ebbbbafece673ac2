import { Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { SectionCard } from '../../../components/ui/section-card'
import { useDocumentTitle } from '../../../hooks/use-document-title'
import { JoinRequestsPanel } from '../components/join-requests-panel'
import { TeamInvitations } from '../components/team-invitations'
import { TeamMembers } from '../components/team-members'
import { useCurrentOrganization } from '../../../hooks/use-current-organization'
import { useOrganizationRole } from '../hooks/use-organization-role'

/** /backend/organization/team (decision 031): members and roles, invitations, join requests. */
export function TeamScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { organization, isLoading, error, reload } = useCurrentOrganization()
  const { isAdmin } = useOrganizationRole()
  useDocumentTitle(t('organization.team.title'))

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
      <ScreenTitle>{t('organization.team.title')}</ScreenTitle>
      <SectionCard id="team-members-title" title={t('organization.members.title')}>
        <TeamMembers
          organizationId={organization.id}
          onLeft={() => void navigate('/backend/user')}
        />
      </SectionCard>
      {isAdmin && (
        <SectionCard id="team-invitations-title" title={t('organization.team.invitations')}>
          <TeamInvitations organizationId={organization.id} />
        </SectionCard>
      )}
      {isAdmin && (
        <SectionCard id="team-requests-title" title={t('organization.joinRequests.title')}>
          <JoinRequestsPanel organizationId={organization.id} />
        </SectionCard>
      )}
    </Stack>
  )
}
