import { Stack } from '@mantine/core'
import { SuperuserOrganizationsQuery } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { useOrganizations } from '../api/get-organizations'
import { ListResults } from '../components/list-results'
import { OrganizationsTable } from '../components/organizations-table'
import { SearchBox } from '../components/search-box'
import { useListAddress } from '../hooks/use-list-address'
import { useSearchInput } from '../hooks/use-search-input'
import { readOrganizationsQuery } from '../utils/list-params'

const SEARCH = SuperuserOrganizationsQuery.pick({ search: true })

/** /superuser/organisations: every organisation, searched by title and paged in the address. */
export function OrganizationsScreen() {
  const { t } = useTranslation()
  const { params, change } = useListAddress()
  const query = readOrganizationsQuery(params)
  const organizations = useOrganizations(query)
  const search = useSearchInput({
    schema: SEARCH,
    fromAddress: query.search,
    onSearch: (value) => change({ search: value, page: null }),
    loadError: organizations.error,
  })
  return (
    <Stack gap="lg">
      <ScreenTitle>{t('superuser.organizations.title')}</ScreenTitle>
      <SearchBox
        label={t('superuser.organizations.search')}
        description={t('superuser.organizations.searchHint')}
        search={search}
      />
      <ListResults
        result={organizations}
        hidden={search.error !== null}
        page={query.page}
        search={query.search}
        texts={{
          loadFailed: t('superuser.organizations.loadFailed'),
          empty: t('superuser.organizations.empty'),
        }}
        onPage={(page) => change({ page })}
      >
        {(rows) => <OrganizationsTable organizations={rows} busy={organizations.isFetching} />}
      </ListResults>
    </Stack>
  )
}
