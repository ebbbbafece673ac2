import { Anchor, Table } from '@mantine/core'
import type { SuperuserUser } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useConsoleFormat } from '../hooks/use-console-format'
import type { SortDirection, UserSort } from '../utils/list-params'
import { SortHeading } from './sort-heading'
import { UserBadges } from './user-badges'

/** The accounts of a page of the users list; the headings of name, e-mail and date sort it. */
export function UsersTable({
  users,
  order,
  onSort,
  busy,
}: {
  users: SuperuserUser[]
  order: { sort: UserSort; direction: SortDirection }
  onSort: (column: UserSort) => void
  busy: boolean
}) {
  const { t } = useTranslation()
  const format = useConsoleFormat()
  const heading = (column: UserSort, label: string) => (
    <SortHeading
      label={label}
      direction={order.sort === column ? order.direction : null}
      onSort={() => onSort(column)}
    />
  )
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table
        verticalSpacing="sm"
        striped
        aria-label={t('superuser.users.caption')}
        aria-busy={busy}
      >
        <Table.Thead>
          <Table.Tr>
            {heading('name', t('superuser.users.name'))}
            {heading('email', t('superuser.users.email'))}
            <Table.Th scope="col">{t('superuser.users.state')}</Table.Th>
            {heading('created_at', t('superuser.users.createdAt'))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Anchor component={Link} to={`/superuser/users/${user.id}`} fw={600}>
                  {user.name}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
              <Table.Td>
                <UserBadges user={user} />
              </Table.Td>
              <Table.Td>{format.date(user.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
