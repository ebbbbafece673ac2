import { Badge, Button, Code, Group, Table } from '@mantine/core'
import type { SuperuserUserDetail } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { useEndSessions } from '../api/end-sessions'
import { useConfirmAction } from '../hooks/use-confirm-action'
import { useConsoleFormat } from '../hooks/use-console-format'
import { notifyDone, notifyFailed } from '../utils/notify'
import { TableSection } from './table-section'

/**
 * Where the person is signed in. The server keeps no device or address of a session, so a
 * session is named by a short hint; the operator's own session is marked and not offered.
 */
export function UserSessionsSection({ user }: { user: SuperuserUserDetail }) {
  const { t } = useTranslation()
  const format = useConsoleFormat()
  const confirm = useConfirmAction()
  const end = useEndSessions(user.id)
  const endOne = (id: string) =>
    end.mutate(id, {
      onSuccess: () => notifyDone(t('superuser.sessions.ended')),
      onError: notifyFailed,
    })
  const endAll = () =>
    confirm({
      title: t('superuser.sessions.endAllTitle'),
      text: t('superuser.sessions.endAllText', { name: user.name }),
      confirm: t('superuser.sessions.endAll'),
      onConfirm: () =>
        end.mutate(undefined, {
          onSuccess: () => notifyDone(t('superuser.sessions.endedAll')),
          onError: notifyFailed,
        }),
    })

  return (
    <TableSection
      id="user-sessions-title"
      title={t('superuser.sessions.title')}
      empty={t('superuser.sessions.none')}
      columns={[
        { label: t('superuser.sessions.session') },
        { label: t('superuser.sessions.createdAt') },
        { label: t('superuser.sessions.lastSeenAt') },
        { label: t('superuser.sessions.expiresAt') },
        { label: t('superuser.sessions.actions') },
      ]}
      rows={user.sessions}
      minWidth={640}
      footer={
        <Group justify="flex-end">
          <Button variant="outline" color="red.9" onClick={endAll}>
            {t('superuser.sessions.endAll')}
          </Button>
        </Group>
      }
    >
      {(session) => (
        <Table.Tr key={session.id}>
          <Table.Td>
            <Group gap={6}>
              <Code>{session.id}</Code>
              {session.remember && (
                <Badge variant="light" color="gray">
                  {t('superuser.sessions.remember')}
                </Badge>
              )}
            </Group>
          </Table.Td>
          <Table.Td>{format.dateTime(session.created_at)}</Table.Td>
          <Table.Td>{format.dateTime(session.last_seen_at)}</Table.Td>
          <Table.Td>{format.dateTime(session.expires_at)}</Table.Td>
          <Table.Td>
            {session.current ? (
              <Badge variant="light">{t('superuser.sessions.current')}</Badge>
            ) : (
              <Button
                size="xs"
                variant="light"
                color="red"
                loading={end.isPending && end.variables === session.id}
                aria-label={t('superuser.sessions.endOne', { id: session.id })}
                onClick={() => endOne(session.id)}
              >
                {t('superuser.sessions.end')}
              </Button>
            )}
          </Table.Td>
        </Table.Tr>
      )}
    </TableSection>
  )
}
