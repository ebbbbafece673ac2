import { fromDbDateTime } from '@sitewerk/contracts'
import { Badge, Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useMyJoinRequests } from '../api/get-my-join-requests'

/** The user's own requests to join organisations; hidden while there are none. */
export function OwnJoinRequests() {
  const { t, i18n } = useTranslation()
  const requests = useMyJoinRequests()
  const pending = (requests.data ?? []).filter((request) => request.status === 'pending')
  if (pending.length === 0) return null
  return (
    <Stack gap="sm" component="section" aria-labelledby="own-join-requests-title">
      <Title order={2} size="h4" id="own-join-requests-title">
        {t('user.joinRequests.title')}
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {pending.map((request) => (
          <Group key={request.id} component="li" justify="space-between">
            <div>
              <Text fw={500}>{request.organization_title}</Text>
              <Text size="sm" c="dimmed">
                {t('user.joinRequests.sentOn', {
                  date: fromDbDateTime(request.created_at).toLocaleDateString(i18n.language),
                })}
              </Text>
            </div>
            <Badge color="yellow" variant="light">
              {t('user.joinRequests.pending')}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Stack>
  )
}
