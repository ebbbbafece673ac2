import { ForgotPasswordBody } from '@sitewerk/contracts'
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { FormAlert } from '../../../components/ui/form-alert'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { useLocalePath } from '../../../hooks/use-locale-path'
import { useZodForm } from '../../../hooks/use-zod-form'
import { useForgotPassword } from '../api/forgot-password'
import { EmailInput } from '../components/email-input'

export function ForgotPasswordScreen() {
  const { t } = useTranslation()
  const localePath = useLocalePath()
  const forgot = useForgotPassword()
  const form = useZodForm({
    schema: ForgotPasswordBody,
    serverError: forgot.error,
    onValid: (values) => forgot.mutate(values),
  })

  return (
    <Stack gap="lg">
      <ScreenTitle>{t('auth.forgotPassword.title')}</ScreenTitle>
      {forgot.isSuccess ? (
        <Alert color="green" variant="light" role="status">
          {t('auth.forgotPassword.sent')}
        </Alert>
      ) : (
        <form onSubmit={form.handleSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('auth.forgotPassword.intro')}</Text>
            <FormAlert message={form.formError} />
            <EmailInput autoComplete="email" error={form.errors.email} />
            <Button type="submit" loading={forgot.isPending} fullWidth>
              {t('auth.forgotPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={localePath('/login')} size="sm" ta="center">
        {t('auth.backToLogin')}
      </Anchor>
    </Stack>
  )
}
