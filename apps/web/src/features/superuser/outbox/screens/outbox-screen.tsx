import { Group, Pagination, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useChangeSearchParams } from '../../../../hooks/use-change-search-params'
import { CenteredLoader } from '../../../../components/ui/centered-loader'
import { QueryError } from '../../../../components/ui/query-error'
import { ScreenTitle } from '../../../../components/ui/screen-title'
import { useOutbox } from '../api/get-outbox'
import { OutboxTable } from '../components/outbox-table'

const SEARCH_DELAY_MS = 300
/** The server's limit of a search (decision 032). */
const SEARCH_MAX = 200

const positiveInt = (raw: string | null) => (raw && /^[1-9]\d*$/.test(raw) ? Number(raw) : 1)

/** /superuser/outbox: the kept mails, searched (`q`) and paged in the address. */
export function OutboxScreen() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const change = useChangeSearchParams()
  const q = params.get('q') ?? ''
  const page = positiveInt(params.get('page'))
  const [search, setSearch] = useState(q)
  const outbox = useOutbox({ search: q, page })

  const applySearch = useDebouncedCallback(
    (value: string) => change({ q: value.trim() || null, page: null }),
    SEARCH_DELAY_MS,
  )
  const data = outbox.data

  return (
    <Stack gap="lg" maw={1100}>
      <ScreenTitle>{t('outbox.title')}</ScreenTitle>
      <Text size="sm">{t('outbox.intro')}</Text>
      <TextInput
        type="search"
        label={t('outbox.search')}
        description={t('outbox.searchHint')}
        value={search}
        maxLength={SEARCH_MAX}
        onChange={(event) => {
          setSearch(event.currentTarget.value)
          applySearch(event.currentTarget.value)
        }}
        w={360}
        maw="100%"
      />
      {outbox.isPending && <CenteredLoader label={t('common.loading')} />}
      {outbox.isError && (
        <QueryError
          title={t('outbox.loadFailed')}
          error={outbox.error}
          onRetry={() => void outbox.refetch()}
        />
      )}
      {data?.data.length === 0 && (
        <Text c="dimmed">{q ? t('outbox.noMatch', { q }) : t('outbox.empty')}</Text>
      )}
      {!!data?.data.length && <OutboxTable mails={data.data} busy={outbox.isFetching} />}
      {data && data.total > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('outbox.total', { count: data.total })}
          </Text>
          {data.last_page > 1 && (
            <Pagination
              total={data.last_page}
              value={page}
              onChange={(next) => change({ page: next > 1 ? String(next) : null })}
              getControlProps={(control) => ({ 'aria-label': t(`outbox.pages.${control}`) })}
              getItemProps={(number) => ({ 'aria-label': t('outbox.pages.page', { number }) })}
            />
          )}
        </Group>
      )}
    </Stack>
  )
}
