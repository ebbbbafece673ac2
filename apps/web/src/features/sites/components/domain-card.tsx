import { Alert, Badge, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core'
import type { Domain } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '../../../api/client'
import { useConfirmDelete } from '../../../components/ui/use-confirm-delete'
import { useDeleteDomain } from '../api/delete-domain'
import { useUpdateDomain } from '../api/update-domain'
import { DomainRouting } from './domain-routing'
import { DomainVerification } from './domain-verification'

/** One domain of a site: its state, verification, primary choice, forwarding and removal. */
export function DomainCard({ domain, target }: { domain: Domain; target: string }) {
  const { t } = useTranslation()
  const update = useUpdateDomain()
  const remove = useDeleteDomain()
  const confirmDelete = useConfirmDelete()
  const isVerified = domain.verified_at !== null
  const titleId = `domain-${domain.id}-title`
  const failure = update.error ?? remove.error

  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="center" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Text fw={600} id={titleId} style={{ wordBreak: 'break-all' }}>
              {domain.domain}
            </Text>
            <Badge color={isVerified ? 'teal' : 'yellow'} variant="light">
              {isVerified ? t('domains.verified') : t('domains.unverified')}
            </Badge>
            {domain.primary && <Badge variant="filled">{t('domains.primary')}</Badge>}
            {domain.forward_key && (
              <Badge color="gray" variant="light">
                {t('domains.forwarding')}
              </Badge>
            )}
          </Group>
          <Group gap="xs">
            {isVerified && !domain.primary && (
              <Button
                size="xs"
                variant="light"
                loading={update.isPending && update.variables?.body.primary === true}
                onClick={() => update.mutate({ id: domain.id, body: { primary: true } })}
              >
                {t('domains.makePrimary')}
              </Button>
            )}
            <Button
              size="xs"
              color="red"
              variant="subtle"
              loading={remove.isPending}
              aria-label={t('domains.removeOf', { domain: domain.domain })}
              onClick={() => confirmDelete({ onConfirm: () => remove.mutate(domain.id) })}
            >
              {t('domains.remove')}
            </Button>
          </Group>
        </Group>
        <Switch
          label={t('domains.forward')}
          description={t('domains.forwardHint')}
          checked={domain.forward_key}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate({ id: domain.id, body: { forward_key: event.currentTarget.checked } })
          }
        />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {getErrorMessage(failure)}
          </Alert>
        )}
        {!isVerified && <DomainVerification domain={domain} />}
        <DomainRouting domain={domain.domain} target={target} />
      </Stack>
    </Paper>
  )
}
