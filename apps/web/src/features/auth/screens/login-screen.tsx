import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { FormAlert } from '../../../components/ui/form-alert'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { useLocalePath } from '../../../hooks/use-locale-path'
import { useZodForm } from '../../../hooks/use-zod-form'
import { useLogin } from '../api/login'
import { EmailInput } from '../components/email-input'

// The login screen shows before any contract (and zod) is loaded; its own comes when the person
// starts filling in the form, or at the latest when it is sent (issue #18).
const loginBody = () =>
  import('../../../api/lazy-contracts').then((contracts) => contracts.LoginBody)

/** Where to go once signed in is the route's business (from, domain): the user query fills. */
export function LoginScreen() {
  const { t } = useTranslation()
  const localePath = useLocalePath()
  const { login, error, isPending } = useLogin()
  const form = useZodForm({
    schema: loginBody,
    serverError: error,
    read: (data) => ({
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
      remember: data.has('remember'),
    }),
    onValid: (values) => void login(values),
  })

  return (
    <Stack gap="lg">
      <ScreenTitle>{t('auth.login.title')}</ScreenTitle>
      {/* post: sent before its script runs (the screen paints from HTML, decision 047), the
          form never puts the password into the address; the server answers with the login */}
      <form method="post" onSubmit={form.handleSubmit} onFocus={() => void loginBody()} noValidate>
        <Stack gap="md">
          <FormAlert message={form.formError} />
          <EmailInput autoComplete="username" error={form.errors.email} />
          <PasswordInput
            name="password"
            label={t('auth.fields.password')}
            autoComplete="current-password"
            required
            error={form.errors.password}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.fields.togglePassword') }}
          />
          <Group justify="space-between">
            <Checkbox name="remember" label={t('auth.login.remember')} />
            <Anchor component={Link} to={localePath('/forgot-password')} size="sm">
              {t('auth.login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" loading={isPending} fullWidth>
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('auth.login.noAccount')}{' '}
        <Anchor component={Link} to={localePath('/register')}>
          {t('auth.login.registerLink')}
        </Anchor>
      </Text>
    </Stack>
  )
}
