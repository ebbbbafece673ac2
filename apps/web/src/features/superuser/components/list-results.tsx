import { Text } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { isApiError } from '../../../api/client'
import { ListPager } from './list-pager'

/** A 422 with field errors: the search box or the filters show it, the list does not fail. */
const isFieldError = (error: unknown) =>
  isApiError(error) && error.status === 422 && Object.keys(error.errors).length > 0

interface Page<T> {
  data: T[]
  total: number
  last_page: number
}

/**
 * A console list's rows below its search or filters: loading, a failed load (a refused search
 * or filter is shown at its field), nothing found, the table and the pages. Nothing while the
 * search box shows an error.
 */
export function ListResults<T>({
  result,
  hidden = false,
  page,
  search = '',
  texts,
  onPage,
  children,
}: {
  result: UseQueryResult<Page<T>>
  hidden?: boolean
  page: number
  /** The search the rows were asked with, named when nothing matches. */
  search?: string
  texts: { loadFailed: string; empty: string }
  onPage: (page: number) => void
  children: (rows: T[]) => ReactNode
}) {
  const { t } = useTranslation()
  if (hidden) return null
  if (result.isPending) return <CenteredLoader label={t('common.loading')} />
  if (result.isError)
    return isFieldError(result.error) ? null : (
      <QueryError
        title={texts.loadFailed}
        error={result.error}
        onRetry={() => void result.refetch()}
      />
    )
  const { data } = result
  return (
    <>
      {data.data.length === 0 ? (
        <Text c="dimmed">{search ? t('superuser.list.noMatch', { search }) : texts.empty}</Text>
      ) : (
        children(data.data)
      )}
      <ListPager total={data.total} page={page} lastPage={data.last_page} onPage={onPage} />
    </>
  )
}
