import { Alert, Button, Group, Paper, Stack, Table, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { Form, FormDelivery } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '../../../api/client'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { useConfirmDelete } from '../../../components/ui/use-confirm-delete'
import { useDeleteEntry, useFormEntry, useRetryDelivery } from '../api/forms'
import { useFormatDate, useValueText } from '../format'
import { DeliveryStateBadge, isInOutbox } from './delivery-state-badge'

function Delivery({ form, delivery }: { form: Form; delivery: FormDelivery }) {
  const { t } = useTranslation()
  const formatDate = useFormatDate()
  const retry = useRetryDelivery(form.id)
  return (
    <Paper withBorder p="sm">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            {t(`forms.deliveries.kind.${delivery.kind}`)}
          </Text>
          <DeliveryStateBadge delivery={delivery} />
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {delivery.to}
        </Text>
        <Text size="xs" c="dimmed">
          {t('forms.deliveries.attempts', {
            attempts: delivery.attempts,
            max: delivery.max_attempts,
          })}
          {delivery.finished_at ? ` · ${formatDate(delivery.finished_at)}` : ''}
        </Text>
        {isInOutbox(delivery) && <Text size="sm">{t('forms.deliveries.outboxHint')}</Text>}
        {delivery.last_error && (
          <Text size="sm" c="red.8">
            {t('forms.deliveries.reason', { reason: delivery.last_error })}
          </Text>
        )}
        {delivery.state === 'failed' && (
          <Group>
            <Button
              size="xs"
              variant="light"
              loading={retry.isPending}
              onClick={() =>
                retry.mutate(delivery.id, {
                  onSuccess: () =>
                    notifications.show({ color: 'green', message: t('forms.deliveries.queued') }),
                  onError: (error) =>
                    notifications.show({ color: 'red', message: getErrorMessage(error) }),
                })
              }
            >
              {t('forms.deliveries.retry')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  )
}

/** An entry's values by the fields' labels, its mails and webhook calls, and its deletion. */
export function EntryDetail({
  form,
  entryId,
  onDeleted,
}: {
  form: Form
  entryId: number
  onDeleted: () => void
}) {
  const { t } = useTranslation()
  const entry = useFormEntry(form.id, entryId)
  const remove = useDeleteEntry(form.id)
  const confirmDelete = useConfirmDelete()
  const formatDate = useFormatDate()
  const valueText = useValueText()
  if (entry.isPending) return <CenteredLoader label={t('common.loading')} />
  if (entry.isError)
    return (
      <QueryError
        title={t('forms.data.entryLoadFailed')}
        error={entry.error}
        onRetry={() => void entry.refetch()}
      />
    )
  const data = entry.data.data
  const known = new Set(form.schema.map((field) => field.name))
  const rows = [
    ...form.schema.map((field) => ({
      key: field.name,
      label: field.label || field.name,
      value: valueText(data[field.name], field.options),
    })),
    ...Object.keys(data)
      .filter((key) => !known.has(key))
      .map((key) => ({ key, label: key, value: valueText(data[key]) })),
  ]
  return (
    <Stack gap="md">
      <Text size="sm" fw={600}>
        {t('forms.data.entryNumber', { number: entry.data.entry_number })} ·{' '}
        {formatDate(entry.data.created_at)}
      </Text>
      <Table withRowBorders>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" w="40%" style={{ verticalAlign: 'top' }}>
                {row.label}
              </Table.Th>
              <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {row.value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text fw={600}>{t('forms.deliveries.title')}</Text>
      {entry.data.deliveries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('forms.deliveries.none')}
        </Text>
      ) : (
        entry.data.deliveries.map((delivery) => (
          <Delivery key={delivery.id} form={form} delivery={delivery} />
        ))
      )}
      {remove.isError && <Alert color="red">{getErrorMessage(remove.error)}</Alert>}
      <Group justify="flex-end">
        <Button
          color="red.9"
          variant="outline"
          loading={remove.isPending}
          onClick={() =>
            confirmDelete({
              text: t('forms.data.deleteConfirm', { number: entry.data.entry_number }),
              onConfirm: () => remove.mutate(entryId, { onSuccess: onDeleted }),
            })
          }
        >
          {t('forms.data.delete')}
        </Button>
      </Group>
    </Stack>
  )
}
