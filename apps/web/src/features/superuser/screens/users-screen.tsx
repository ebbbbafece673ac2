import { Stack } from '@mantine/core'
import { SuperuserUsersQuery } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { useUsers } from '../api/get-users'
import { ListResults } from '../components/list-results'
import { SearchBox } from '../components/search-box'
import { UsersTable } from '../components/users-table'
import { useListAddress } from '../hooks/use-list-address'
import { useSearchInput } from '../hooks/use-search-input'
import { nextSort, readUsersQuery } from '../utils/list-params'

const SEARCH = SuperuserUsersQuery.pick({ search: true })

/** /superuser/users: every account, searched by name and e-mail, sorted and paged in the address. */
export function UsersScreen() {
  const { t } = useTranslation()
  const { params, change } = useListAddress()
  const query = readUsersQuery(params)
  const users = useUsers(query)
  const search = useSearchInput({
    schema: SEARCH,
    fromAddress: query.search,
    onSearch: (value) => change({ search: value, page: null }),
    loadError: users.error,
  })
  return (
    <Stack gap="lg">
      <ScreenTitle>{t('superuser.users.title')}</ScreenTitle>
      <SearchBox
        label={t('superuser.users.search')}
        description={t('superuser.users.searchHint')}
        search={search}
      />
      <ListResults
        result={users}
        hidden={search.error !== null}
        page={query.page}
        search={query.search}
        texts={{ loadFailed: t('superuser.users.loadFailed'), empty: t('superuser.users.empty') }}
        onPage={(page) => change({ page })}
      >
        {(rows) => (
          <UsersTable
            users={rows}
            order={query}
            busy={users.isFetching}
            onSort={(column) => change({ ...nextSort(query, column), page: null })}
          />
        )}
      </ListResults>
    </Stack>
  )
}
