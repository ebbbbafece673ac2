import {
  Anchor,
  Button,
  Drawer,
  Group,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useChangeSearchParams } from '../../../hooks/use-change-search-params'
import { getErrorMessage } from '../../../api/client'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { downloadEntriesCsv, useFormEntries } from '../api/forms'
import { EntryDetail } from '../components/entry-detail'
import { useFormatDate, useValueText } from '../format'
import { useFormOfScreen } from '../hooks'

/** How many of the form's fields the table shows beside number and date. */
const SHOWN_FIELDS = 3
const SEARCH_DELAY_MS = 300

const positiveInt = (raw: string | null) => (raw && /^[1-9]\d*$/.test(raw) ? Number(raw) : null)

/** The saved file's name: the form's title in ASCII (a Blob does not carry the server's). */
const csvName = (title: string) =>
  `${
    title
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase() || 'form'
  }.csv`

/**
 * /puronectar/forms/{id}/data: the entries, newest first, searched (`q`) and paged in the
 * address; `?entry={id}` opens an entry's detail (the bell's notifications link there).
 */
export function FormDataScreen() {
  const { t } = useTranslation()
  const form = useFormOfScreen()
  const formatDate = useFormatDate()
  const valueText = useValueText()
  const [params] = useSearchParams()
  const change = useChangeSearchParams()
  const q = params.get('q') ?? ''
  const page = positiveInt(params.get('page')) ?? 1
  const entryId = positiveInt(params.get('entry'))
  const [search, setSearch] = useState(q)
  const [exporting, setExporting] = useState(false)
  const entries = useFormEntries(form.id, { q, page })
  const columns = form.schema.slice(0, SHOWN_FIELDS)

  const applySearch = useDebouncedCallback(
    (value: string) => change({ q: value.trim() || null, page: null }),
    SEARCH_DELAY_MS,
  )

  async function exportCsv() {
    setExporting(true)
    try {
      await downloadEntriesCsv(form.id, q, csvName(form.title))
    } catch (error) {
      notifications.show({ color: 'red', message: getErrorMessage(error) })
    } finally {
      setExporting(false)
    }
  }

  const shown = entries.data?.data ?? []
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          type="search"
          label={t('forms.data.search')}
          description={t('forms.data.searchHint')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value)
            applySearch(event.currentTarget.value)
          }}
          w={320}
        />
        <Button variant="light" loading={exporting} onClick={() => void exportCsv()}>
          {t('forms.data.export')}
        </Button>
      </Group>
      {entries.isPending && <CenteredLoader label={t('common.loading')} />}
      {entries.isError && (
        <QueryError
          title={t('forms.data.loadFailed')}
          error={entries.error}
          onRetry={() => void entries.refetch()}
        />
      )}
      {entries.data && shown.length === 0 && (
        <Text c="dimmed">{q ? t('forms.data.noMatch', { q }) : t('forms.data.empty')}</Text>
      )}
      {shown.length > 0 && (
        <Table verticalSpacing="xs" striped highlightOnHover aria-busy={entries.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('forms.data.number')}</Table.Th>
              <Table.Th scope="col">{t('forms.data.date')}</Table.Th>
              {columns.map((field) => (
                <Table.Th scope="col" key={field.name}>
                  {field.label || field.name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    fw={600}
                    onClick={() => change({ entry: String(entry.id) })}
                    aria-label={t('forms.data.open', { number: entry.entry_number })}
                  >
                    {entry.entry_number}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatDate(entry.created_at)}</Table.Td>
                {columns.map((field) => (
                  <Table.Td key={field.name} maw={260} style={{ overflowWrap: 'anywhere' }}>
                    <Text size="sm" lineClamp={2}>
                      {valueText(entry.data[field.name], field.options)}
                    </Text>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {entries.data && entries.data.last_page > 1 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('forms.data.total', { count: entries.data.total })}
          </Text>
          <Pagination
            total={entries.data.last_page}
            value={page}
            onChange={(next) => change({ page: next > 1 ? String(next) : null })}
            getControlProps={(control) => ({
              'aria-label': t(`forms.data.pages.${control}`),
            })}
            getItemProps={(number) => ({ 'aria-label': t('forms.data.pages.page', { number }) })}
          />
        </Group>
      )}
      <Drawer
        opened={entryId !== null}
        onClose={() => change({ entry: null })}
        position="right"
        size="lg"
        title={t('forms.data.detail')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {entryId !== null && (
          <EntryDetail form={form} entryId={entryId} onDeleted={() => change({ entry: null })} />
        )}
      </Drawer>
    </Stack>
  )
}
