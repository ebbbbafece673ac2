import type { SuperuserUser } from '@sitewerk/contracts'
import { Badge, Button, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** People found, each with the button that shows the back office as them. */
export function UserResults({
  users,
  selfId,
  startingId,
  onView,
}: {
  users: SuperuserUser[]
  selfId: number | undefined
  /** The person whose view is being started. */
  startingId: number | null
  onView: (user: SuperuserUser) => void
}) {
  const { t } = useTranslation()
  if (users.length === 0) return <Text c="dimmed">{t('testUser.noResults')}</Text>
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" striped aria-label={t('testUser.results')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('testUser.columns.name')}</Table.Th>
            <Table.Th>{t('testUser.columns.email')}</Table.Th>
            <Table.Th>{t('testUser.columns.action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>{user.name}</Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>
                {user.id === selfId ? (
                  <Text size="sm">{t('testUser.you')}</Text>
                ) : user.disabled_at ? (
                  <Badge color="gray.8">{t('testUser.disabled')}</Badge>
                ) : (
                  <Button
                    size="xs"
                    loading={startingId === user.id}
                    disabled={startingId !== null}
                    aria-label={t('testUser.viewAs', { name: user.name })}
                    onClick={() => onView(user)}
                  >
                    {t('testUser.view')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
