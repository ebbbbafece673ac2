import { Alert, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '../../../api/client'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { useUser } from '../../../lib/auth'
import { useSearchUsers } from '../api/search-users'
import { useStartTestUser } from '../api/start-test-user'
import { UserResults } from '../components/user-results'

/** spec §2 /puronectar/testUser: find a person and see the back office as them (decision 033). */
export function TestUserScreen() {
  const { t } = useTranslation()
  const { user } = useUser()
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), 250)
  const found = useSearchUsers(debounced)
  const start = useStartTestUser()
  return (
    <Stack gap="lg" maw={900}>
      <ScreenTitle>{t('testUser.title')}</ScreenTitle>
      <Text>{t('testUser.intro')}</Text>
      <TextInput
        type="search"
        label={t('testUser.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maxLength={200}
      />
      {start.isError && <Alert color="red">{getErrorMessage(start.error)}</Alert>}
      {debounced === '' ? (
        <Text c="dimmed">{t('testUser.searchHint')}</Text>
      ) : found.isPending ? (
        <CenteredLoader label={t('common.loading')} />
      ) : found.isError ? (
        <QueryError title={t('testUser.title')} error={found.error} onRetry={found.refetch} />
      ) : (
        <UserResults
          users={found.data.data}
          selfId={user?.id}
          startingId={start.isPending || start.isSuccess ? (start.variables ?? null) : null}
          onView={(person) => start.mutate(person.id)}
        />
      )}
    </Stack>
  )
}
