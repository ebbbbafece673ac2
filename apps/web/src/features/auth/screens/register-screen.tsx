import { RegisterBody } from '@sitewerk/contracts'
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { FormAlert } from '../../../components/ui/form-alert'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { useLocalePath } from '../../../hooks/use-locale-path'
import { useZodForm } from '../../../hooks/use-zod-form'
import { useRegister } from '../api/register'
import { NewPasswordFields } from '../components/new-password-fields'
import { EmailInput } from '../components/email-input'

export function RegisterScreen() {
  const { t } = useTranslation()
  const localePath = useLocalePath()
  const navigate = useNavigate()
  const register = useRegister()
  // An invitation link sends guests here with `from`: back there once registered (this app only).
  const from = useSearchParams()[0].get('from')
  const next = from && /^\/(?![/\\])/.test(from) ? from : localePath('/backend/user')
  const form = useZodForm({
    schema: RegisterBody,
    serverError: register.error,
    onValid: (values) =>
      register.mutate(values, {
        onSuccess: () => navigate(next, { replace: true }),
      }),
  })

  return (
    <Stack gap="lg">
      <ScreenTitle>{t('auth.register.title')}</ScreenTitle>
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="md">
          <FormAlert message={form.formError} />
          <TextInput
            name="name"
            label={t('auth.fields.name')}
            autoComplete="name"
            required
            error={form.errors.name}
          />
          <EmailInput autoComplete="email" error={form.errors.email} />
          <NewPasswordFields errors={form.errors} label={t('auth.fields.password')} />
          <Button type="submit" loading={register.isPending} fullWidth>
            {t('auth.register.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('auth.register.haveAccount')}{' '}
        <Anchor component={Link} to={localePath('/login')}>
          {t('auth.register.loginLink')}
        </Anchor>
      </Text>
    </Stack>
  )
}
