import { ResetPasswordBody } from '@sitewerk/contracts'
import { Anchor, Button, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { FormAlert } from '../../../components/ui/form-alert'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { useLocalePath } from '../../../hooks/use-locale-path'
import { useZodForm } from '../../../hooks/use-zod-form'
import { useResetPassword } from '../api/reset-password'
import { NewPasswordFields } from '../components/new-password-fields'
import { EmailInput } from '../components/email-input'

/** Opened from the mail: /reset-password?token=…&email=… */
export function ResetPasswordScreen() {
  const { t } = useTranslation()
  const localePath = useLocalePath()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const reset = useResetPassword()
  const form = useZodForm({
    schema: ResetPasswordBody,
    serverError: reset.error,
    onValid: (values) =>
      reset.mutate(values, {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('auth.resetPassword.done') })
          navigate(localePath('/login'), { replace: true })
        },
      }),
  })

  return (
    <Stack gap="lg">
      <ScreenTitle>{t('auth.resetPassword.title')}</ScreenTitle>
      {token ? (
        <form onSubmit={form.handleSubmit} noValidate>
          <Stack gap="md">
            <FormAlert message={form.formError ?? form.errors.token} />
            <input type="hidden" name="token" value={token} />
            <EmailInput
              autoComplete="username"
              defaultValue={params.get('email') ?? ''}
              error={form.errors.email}
            />
            <NewPasswordFields errors={form.errors} label={t('auth.fields.newPassword')} />
            <Button type="submit" loading={reset.isPending} fullWidth>
              {t('auth.resetPassword.submit')}
            </Button>
          </Stack>
        </form>
      ) : (
        <FormAlert message={t('auth.resetPassword.missingToken')} />
      )}
      <Anchor component={Link} to={localePath('/forgot-password')} size="sm" ta="center">
        {t('auth.resetPassword.requestNew')}
      </Anchor>
    </Stack>
  )
}
