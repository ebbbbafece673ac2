import { Anchor, Group, List, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { QueryError } from '../../../components/ui/query-error'
import { SectionCard } from '../../../components/ui/section-card'
import { useFormDeliveries, useFormEntries } from '../api/forms'
import { DeliveryStateBadge } from '../components/delivery-state-badge'
import { useFormatDate } from '../format'
import { useFormOfScreen } from '../hooks'

/** How many of the newest entries the overview shows. */
const LATEST = 5

/**
 * /puronectar/forms/{id}: how many entries the form has, the newest ones, the mails and webhook
 * calls that failed, and where the form goes on a page.
 */
export function FormOverviewScreen() {
  const { t } = useTranslation()
  const form = useFormOfScreen()
  const formatDate = useFormatDate()
  const latest = useFormEntries(form.id, { q: '', page: 1 })
  const failed = useFormDeliveries(form.id, 'failed')
  const base = `/puronectar/forms/${form.id}`
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SectionCard id="form-overview-entries" title={t('forms.overview.entries')}>
          <Text fz={36} fw={700} lh={1}>
            {/* the entries are fetched anew here; the form's count is as old as the form */}
            {latest.data?.total ?? form.form_entries_count}
          </Text>
          {!form.saveToDatabase && (
            <Text size="sm" c="dimmed">
              {t('forms.overview.notSaved')}
            </Text>
          )}
          <Anchor component={Link} to={`${base}/data`} size="sm">
            {t('forms.overview.toData')}
          </Anchor>
        </SectionCard>
        <SectionCard id="form-overview-place" title={t('forms.overview.place')}>
          <List size="sm" spacing={4} type="ordered">
            <List.Item>{t('forms.overview.placeStep1')}</List.Item>
            <List.Item>{t('forms.overview.placeStep2')}</List.Item>
            <List.Item>{t('forms.overview.placeStep3', { title: form.title })}</List.Item>
          </List>
        </SectionCard>
      </SimpleGrid>
      <SectionCard id="form-overview-latest" title={t('forms.overview.latest')}>
        {latest.isError && (
          <QueryError
            title={t('forms.data.loadFailed')}
            error={latest.error}
            onRetry={() => void latest.refetch()}
          />
        )}
        {latest.data?.data.length === 0 && <Text c="dimmed">{t('forms.data.empty')}</Text>}
        {latest.data && latest.data.data.length > 0 && (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('forms.data.number')}</Table.Th>
                <Table.Th scope="col">{t('forms.data.date')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {latest.data.data.slice(0, LATEST).map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`${base}/data?entry=${entry.id}`}>
                      {t('forms.data.entryNumber', { number: entry.entry_number })}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{formatDate(entry.created_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </SectionCard>
      <SectionCard id="form-overview-failed" title={t('forms.overview.failed')}>
        {failed.isError && (
          <Text size="sm" c="dimmed">
            {t('forms.deliveries.loadFailed')}
          </Text>
        )}
        {failed.data?.length === 0 && <Text c="dimmed">{t('forms.overview.noFailed')}</Text>}
        {failed.data && failed.data.length > 0 && (
          <Stack gap="xs">
            <Text size="sm">{t('forms.overview.failedCount', { count: failed.data.length })}</Text>
            {failed.data.slice(0, LATEST).map((delivery) => (
              <Group key={delivery.id} gap="sm" wrap="nowrap">
                <DeliveryStateBadge delivery={delivery} />
                <Text size="sm" style={{ flex: 1, minWidth: 0 }} truncate>
                  {t(`forms.deliveries.kind.${delivery.kind}`)} · {delivery.to}
                  {delivery.last_error ? ` — ${delivery.last_error}` : ''}
                </Text>
                {delivery.form_entry_id !== null && (
                  <Anchor
                    component={Link}
                    to={`${base}/data?entry=${delivery.form_entry_id}`}
                    size="sm"
                  >
                    {t('forms.overview.toEntry')}
                  </Anchor>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </SectionCard>
    </Stack>
  )
}
