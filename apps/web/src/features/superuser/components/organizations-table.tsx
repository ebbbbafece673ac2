import { Anchor, Badge, Table } from '@mantine/core'
import type { SuperuserOrganization } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useConsoleFormat } from '../hooks/use-console-format'

/** A page of the organisations list: title, members, sites, suspension, date. */
export function OrganizationsTable({
  organizations,
  busy,
}: {
  organizations: SuperuserOrganization[]
  busy: boolean
}) {
  const { t } = useTranslation()
  const format = useConsoleFormat()
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table
        verticalSpacing="sm"
        striped
        aria-label={t('superuser.organizations.caption')}
        aria-busy={busy}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('superuser.organizations.name')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('superuser.organizations.members')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('superuser.organizations.sites')}
            </Table.Th>
            <Table.Th scope="col">{t('superuser.organizations.state')}</Table.Th>
            <Table.Th scope="col">{t('superuser.organizations.createdAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {organizations.map((organization) => (
            <Table.Tr key={organization.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/superuser/organisations/${organization.id}`}
                  fw={600}
                >
                  {organization.title}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right">{organization.member_count}</Table.Td>
              <Table.Td ta="right">{organization.site_count}</Table.Td>
              <Table.Td>
                {organization.suspended_at && (
                  <Badge color="red" variant="light">
                    {t('superuser.organizations.suspendedBadge')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{format.date(organization.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
