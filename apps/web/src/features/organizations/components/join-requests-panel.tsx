import { fromDbDateTime } from '@sitewerk/contracts'
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '../../../api/client'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { useDecideJoinRequest, type JoinRequestDecision } from '../api/decide-join-request'
import { useJoinRequests } from '../api/get-join-requests'

const DECISIONS = [
  { decision: 'accept', variant: 'filled' },
  { decision: 'decline', variant: 'default' },
] as const satisfies readonly { decision: JoinRequestDecision; variant: string }[]

/** Owners accept or decline the pending requests to join their organisation. */
export function JoinRequestsPanel({ organizationId }: { organizationId: number }) {
  const { t, i18n } = useTranslation()
  const requests = useJoinRequests(organizationId, { enabled: true })
  const decide = useDecideJoinRequest(organizationId)

  function onDecide(requestId: number, decision: JoinRequestDecision) {
    decide.mutate(
      { requestId, decision },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message:
              decision === 'accept'
                ? t('organization.joinRequests.accepted')
                : t('organization.joinRequests.declined'),
          }),
        onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
      },
    )
  }

  if (requests.isPending) return <CenteredLoader label={t('common.loading')} />
  if (requests.isError) return <Alert color="red">{getErrorMessage(requests.error)}</Alert>
  const pending = requests.data.filter((request) => request.status === 'pending')
  if (pending.length === 0) return <Text c="dimmed">{t('organization.joinRequests.empty')}</Text>
  const busyId = decide.isPending ? decide.variables.requestId : null
  return (
    <Stack gap="sm" component="ul" p={0} style={{ listStyle: 'none' }}>
      {pending.map((request) => (
        <Group key={request.id} component="li" justify="space-between" wrap="wrap" gap="sm">
          <div>
            <Text fw={500}>{request.user.name}</Text>
            <Text size="sm" c="dimmed">
              {request.user.email} ·{' '}
              {fromDbDateTime(request.created_at).toLocaleDateString(i18n.language)}
            </Text>
          </div>
          <Group gap="xs">
            {DECISIONS.map(({ decision, variant }) => (
              <Button
                key={decision}
                size="xs"
                variant={variant}
                loading={busyId === request.id && decide.variables?.decision === decision}
                disabled={busyId !== null}
                onClick={() => onDecide(request.id, decision)}
                aria-label={t(`organization.joinRequests.${decision}For`, {
                  name: request.user.name,
                })}
              >
                {t(`organization.joinRequests.${decision}`)}
              </Button>
            ))}
          </Group>
        </Group>
      ))}
    </Stack>
  )
}
