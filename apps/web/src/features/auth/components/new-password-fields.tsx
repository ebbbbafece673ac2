import { PasswordInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { FormErrors } from '../../../utils/form-errors'

/** `password` and `password_confirmation` of register, reset and change password. */
export function NewPasswordFields({ errors, label }: { errors: FormErrors; label: string }) {
  const { t } = useTranslation()
  const toggle = { 'aria-label': t('auth.fields.togglePassword') }
  return (
    <>
      <PasswordInput
        name="password"
        label={label}
        description={t('auth.fields.passwordHint')}
        autoComplete="new-password"
        required
        error={errors.password}
        visibilityToggleButtonProps={toggle}
      />
      <PasswordInput
        name="password_confirmation"
        label={t('auth.fields.passwordConfirmation')}
        autoComplete="new-password"
        required
        error={errors.password_confirmation}
        visibilityToggleButtonProps={toggle}
      />
    </>
  )
}
