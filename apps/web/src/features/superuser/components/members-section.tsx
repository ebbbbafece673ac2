import { Anchor, Table } from '@mantine/core'
import type { SuperuserOrganizationDetail } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { RoleBadge } from './role-badge'
import { TableSection } from './table-section'

/** The organisation's members with their roles; each opens the person's console page. */
export function MembersSection({ organization }: { organization: SuperuserOrganizationDetail }) {
  const { t } = useTranslation()
  return (
    <TableSection
      id="members-title"
      title={t('superuser.members.title')}
      empty={t('superuser.members.none')}
      columns={[
        { label: t('superuser.users.name') },
        { label: t('superuser.users.email') },
        { label: t('superuser.members.role') },
      ]}
      rows={organization.members}
    >
      {(member) => (
        <Table.Tr key={member.id}>
          <Table.Td>
            <Anchor component={Link} to={`/superuser/users/${member.id}`}>
              {member.name}
            </Anchor>
          </Table.Td>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>{member.email}</Table.Td>
          <Table.Td>
            <RoleBadge role={member.role} />
          </Table.Td>
        </Table.Tr>
      )}
    </TableSection>
  )
}
