import { ValidationError } from '../../lib/errors.ts'
import type { Translate } from '../../lib/i18n/translate.ts'

const invalid = (t: Translate, field: string, message: string) =>
  new ValidationError(t('validation.invalid'), { [field]: [message] })

export const emailTaken = (t: Translate) => invalid(t, 'email', t('validation.email_taken'))

export const tokenInvalid = (t: Translate) => invalid(t, 'token', t('validation.token_invalid'))

export const wrongCurrentPassword = (t: Translate) =>
  invalid(t, 'current_password', t('validation.current_password'))

/** The same answer for an unknown address and a wrong password, so neither is revealed. */
export function loginFailed(t: Translate) {
  const message = t('validation.login_failed')
  return new ValidationError(message, { email: [message] })
}

/** A disabled account (decision 032): told only after the right password, so it reveals nothing. */
export function accountDisabled(t: Translate) {
  const message = t('superuser.account_disabled')
  return new ValidationError(message, { email: [message] })
}
