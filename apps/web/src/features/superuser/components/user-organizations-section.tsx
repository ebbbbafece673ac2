import { Anchor, Table } from '@mantine/core'
import type { SuperuserUserDetail } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { RoleBadge } from './role-badge'
import { TableSection } from './table-section'

/** The organisations the person belongs to, with their role; each opens its console page. */
export function UserOrganizationsSection({ user }: { user: SuperuserUserDetail }) {
  const { t } = useTranslation()
  return (
    <TableSection
      id="user-organizations-title"
      title={t('superuser.user.organizations')}
      empty={t('superuser.user.noOrganizations')}
      columns={[
        { label: t('superuser.organizations.name') },
        { label: t('superuser.members.role') },
      ]}
      rows={user.organizations}
      minWidth={320}
    >
      {(organization) => (
        <Table.Tr key={organization.id}>
          <Table.Td>
            <Anchor component={Link} to={`/superuser/organisations/${organization.id}`}>
              {organization.title}
            </Anchor>
          </Table.Td>
          <Table.Td>
            <RoleBadge role={organization.role} />
          </Table.Td>
        </Table.Tr>
      )}
    </TableSection>
  )
}
