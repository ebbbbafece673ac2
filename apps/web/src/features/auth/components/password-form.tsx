import { UpdatePasswordBody } from '@sitewerk/contracts'
import { Button, Group, PasswordInput, Stack, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { FormAlert } from '../../../components/ui/form-alert'
import { useZodForm } from '../../../hooks/use-zod-form'
import { useUpdatePassword } from '../api/update-password'
import { NewPasswordFields } from '../components/new-password-fields'

export function PasswordForm() {
  const { t } = useTranslation()
  const update = useUpdatePassword()
  const toggle = { 'aria-label': t('auth.fields.togglePassword') }
  const form = useZodForm({
    schema: UpdatePasswordBody,
    serverError: update.error,
    onValid: (values, element) =>
      update.mutate(values, {
        onSuccess: () => {
          element.reset()
          notifications.show({ color: 'green', message: t('user.edit.passwordChanged') })
        },
      }),
  })

  return (
    <form onSubmit={form.handleSubmit} noValidate aria-labelledby="password-form-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="password-form-title">
          {t('user.edit.passwordTitle')}
        </Title>
        <FormAlert message={form.formError} />
        <PasswordInput
          name="current_password"
          label={t('auth.fields.currentPassword')}
          autoComplete="current-password"
          required
          error={form.errors.current_password}
          visibilityToggleButtonProps={toggle}
        />
        <NewPasswordFields errors={form.errors} label={t('auth.fields.newPassword')} />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('user.edit.changePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
