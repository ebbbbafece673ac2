import { Badge, Group, Stack, Table, Text } from '@mantine/core'
import type { SuperuserOrganizationDetail } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { TableSection } from './table-section'

type Site = SuperuserOrganizationDetail['sites'][number]

function Domains({ site }: { site: Site }) {
  const { t } = useTranslation()
  if (site.domains.length === 0) return <Text size="sm">–</Text>
  return (
    <Stack gap={4}>
      {site.domains.map((domain) => (
        <Group key={domain.id} gap={6}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {domain.domain}
          </Text>
          {domain.primary && (
            <Badge variant="light" size="sm">
              {t('superuser.sites.primary')}
            </Badge>
          )}
          {!domain.verified_at && (
            <Badge variant="light" size="sm" color="yellow">
              {t('superuser.sites.unverified')}
            </Badge>
          )}
        </Group>
      ))}
    </Stack>
  )
}

/** The organisation's sites with their identifier (the site host's first label) and domains. */
export function SitesSection({ organization }: { organization: SuperuserOrganizationDetail }) {
  const { t } = useTranslation()
  return (
    <TableSection
      id="sites-title"
      title={t('superuser.sites.title')}
      empty={t('superuser.sites.none')}
      columns={[
        { label: t('superuser.sites.name') },
        { label: t('superuser.sites.identifier') },
        { label: t('superuser.sites.domains') },
      ]}
      rows={organization.sites}
    >
      {(site) => (
        <Table.Tr key={site.id}>
          <Table.Td>{site.title}</Table.Td>
          <Table.Td>{site.identifier}</Table.Td>
          <Table.Td>
            <Domains site={site} />
          </Table.Td>
        </Table.Tr>
      )}
    </TableSection>
  )
}
