import { Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { useConsoleUser } from '../api/get-user'
import { DeleteUserSection } from '../components/delete-user-section'
import { DetailHeader } from '../components/detail-header'
import { UserAccountSection } from '../components/user-account-section'
import { UserBadges } from '../components/user-badges'
import { UserOrganizationsSection } from '../components/user-organizations-section'
import { UserSessionsSection } from '../components/user-sessions-section'
import { useConsoleFormat } from '../hooks/use-console-format'

/**
 * /superuser/users/{id} (numeric, checked by the route): the account, its organisations and
 * sessions; verify, flag, lock, export and delete.
 */
export function UserScreen() {
  const { t } = useTranslation()
  const format = useConsoleFormat()
  const id = Number(useParams().id)
  const user = useConsoleUser(id)

  if (user.isPending) return <CenteredLoader label={t('common.loading')} />
  if (user.isError)
    return (
      <QueryError
        title={t('superuser.user.loadFailed')}
        error={user.error}
        onRetry={() => void user.refetch()}
        addressed
      />
    )
  const { data } = user
  return (
    <Stack gap="lg" maw={960}>
      <DetailHeader
        back={{ to: '/superuser/users', label: t('superuser.users.back') }}
        title={data.name}
        badges={<UserBadges user={data} />}
        meta={t('superuser.user.meta', {
          email: data.email,
          date: format.date(data.created_at),
        })}
        audit={`/superuser/audit?target_type=user&target_id=${data.id}`}
      />
      <UserAccountSection user={data} />
      <UserOrganizationsSection user={data} />
      <UserSessionsSection user={data} />
      <DeleteUserSection user={data} />
    </Stack>
  )
}
