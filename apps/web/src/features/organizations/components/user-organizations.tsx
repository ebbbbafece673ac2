import type { OrganizationSummary } from '@sitewerk/contracts'
import { Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useCurrentOrganization } from '../../../hooks/use-current-organization'
import { RoleBadge } from './role-badge'

interface UserOrganizationsProps {
  organizations: OrganizationSummary[]
  /** After choosing, the route decides where to go (the organisation dashboard). */
  onOpen: (id: number) => void
}

export function UserOrganizations({ organizations, onOpen }: UserOrganizationsProps) {
  const { t } = useTranslation()
  const { organizationId, select } = useCurrentOrganization()
  return (
    <Stack gap="sm" component="section" aria-labelledby="user-organizations-title">
      <Group justify="space-between">
        <Title order={2} size="h4" id="user-organizations-title">
          {t('user.organizations.title')}
        </Title>
        <Group gap="xs">
          <Button component={Link} to="/backend/organizations/create" size="xs">
            {t('organization.create.link')}
          </Button>
          <Button
            component={Link}
            to="/backend/organizations/create-or-request"
            size="xs"
            variant="light"
          >
            {t('organization.createOrRequest.link')}
          </Button>
        </Group>
      </Group>
      {organizations.length === 0 ? (
        <Text c="dimmed">{t('user.organizations.empty')}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {organizations.map((organization) => (
            <li key={organization.id}>
              <Paper withBorder radius="md" className="sw-card-button">
                <UnstyledButton
                  w="100%"
                  p="md"
                  onClick={() => {
                    select(organization.id)
                    onOpen(organization.id)
                  }}
                >
                  <Group justify="space-between">
                    <Text fw={500}>{organization.title}</Text>
                    <Group gap="xs">
                      {organization.id === organizationId && (
                        <Text size="xs" c="dimmed">
                          {t('user.organizations.current')}
                        </Text>
                      )}
                      <RoleBadge role={organization.role} />
                    </Group>
                  </Group>
                </UnstyledButton>
              </Paper>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
