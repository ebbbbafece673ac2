import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '../../../api/client'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { useDocumentTitle } from '../../../hooks/use-document-title'
import { JoinRequestsPanel } from '../components/join-requests-panel'
import { MembersList } from '../components/members-list'
import { RenameOrganizationForm } from '../components/rename-organization-form'
import { RoleBadge } from '../components/role-badge'
import { ServicesList } from '../components/services-list'
import { useCurrentOrganization } from '../hooks/use-current-organization'

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  )
}

/** /backend/organization: the current organisation, its members, join requests and services. */
export function OrganizationDashboardScreen() {
  const { t } = useTranslation()
  const { organization, isLoading, error, reload } = useCurrentOrganization()
  useDocumentTitle(organization?.title ?? t('organization.dashboard.title'))

  if (isLoading) return <CenteredLoader label={t('common.loading')} />
  if (!organization) {
    return (
      <Alert color="red" title={t('organization.dashboard.loadFailed')}>
        <Group justify="space-between">
          <Text size="sm">{error ? getErrorMessage(error) : ''}</Text>
          <Button size="xs" variant="white" color="dark" onClick={() => void reload()}>
            {t('common.retry')}
          </Button>
        </Group>
      </Alert>
    )
  }
  const isOwner = organization.role === 'owner'
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <ScreenTitle>{organization.title}</ScreenTitle>
        <RoleBadge role={organization.role} />
      </Group>
      {isOwner && (
        <Section id="organization-settings-title" title={t('organization.dashboard.settings')}>
          <RenameOrganizationForm key={organization.title} organization={organization} />
        </Section>
      )}
      <Section id="organization-members-title" title={t('organization.members.title')}>
        <MembersList organizationId={organization.id} />
      </Section>
      {isOwner && (
        <Section id="organization-requests-title" title={t('organization.joinRequests.title')}>
          <JoinRequestsPanel organizationId={organization.id} />
        </Section>
      )}
      <Section id="organization-services-title" title={t('organization.services.title')}>
        <ServicesList services={organization.services} />
      </Section>
    </Stack>
  )
}
