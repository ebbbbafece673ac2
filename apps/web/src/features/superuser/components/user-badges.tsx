import { Badge, Group } from '@mantine/core'
import type { SuperuserUser } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'

/** What sets an account apart: an unverified address, the superuser flag, a lock. */
export function UserBadges({ user }: { user: SuperuserUser }) {
  const { t } = useTranslation()
  return (
    <Group gap={4}>
      {!user.email_verified_at && (
        <Badge color="yellow" variant="light">
          {t('superuser.users.badges.unverified')}
        </Badge>
      )}
      {user.superuser && (
        <Badge color="indigo" variant="light">
          {t('superuser.users.badges.superuser')}
        </Badge>
      )}
      {user.disabled_at && (
        <Badge color="red" variant="light">
          {t('superuser.users.badges.disabled')}
        </Badge>
      )}
    </Group>
  )
}
