import { Paper, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { useUser } from '../../../lib/auth'
import { PasswordForm } from '../components/password-form'
import { ProfileForm } from '../components/profile-form'

export function UserEditScreen() {
  const { t } = useTranslation()
  const { user } = useUser()
  if (!user) return null // the auth guard renders this screen only with a user
  return (
    <Stack gap="lg" maw={640}>
      <ScreenTitle>{t('user.edit.title')}</ScreenTitle>
      <Paper withBorder p="lg" radius="md">
        <ProfileForm key={user.updated_at} user={user} />
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <PasswordForm />
      </Paper>
    </Stack>
  )
}
