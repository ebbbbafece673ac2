import { RegisterBody } from '@sitewerk/contracts'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/client'
import { i18n } from '../i18n/i18n'
import { fieldErrorsFromApiError, fieldErrorsFromZod, unmatchedErrorMessage } from './form-errors'

describe('form errors', () => {
  const error = new ApiError({
    status: 422,
    message: 'The given data was invalid.',
    errors: { email: ['Schon vergeben.', 'Zweiter Fehler'], title: ['Zu kurz.'] },
  })

  it('puts the first server message of each field against its input', () => {
    expect(fieldErrorsFromApiError(error)).toEqual({ email: 'Schon vergeben.', title: 'Zu kurz.' })
    expect(fieldErrorsFromApiError(new Error('x'))).toEqual({})
  })

  it('shows the message above the form only when no input carries an error', () => {
    expect(unmatchedErrorMessage(error, ['email', 'password'])).toBeNull()
    expect(unmatchedErrorMessage(error, ['name'])).toBe('The given data was invalid.')
    expect(unmatchedErrorMessage(new ApiError({ status: 403, message: 'Nope.' }), ['name'])).toBe(
      'Nope.',
    )
    expect(unmatchedErrorMessage(null, ['name'])).toBeNull()
  })

  it('translates the contract checks', () => {
    const result = RegisterBody.safeParse({
      name: '',
      email: 'x',
      password: 'short',
      password_confirmation: 'other',
    })
    expect(result.success).toBe(false)
    expect(fieldErrorsFromZod(result.error!, i18n.t)).toMatchObject({
      name: 'Dieses Feld ist erforderlich.',
      email: 'Bitte gib eine gültige E-Mail-Adresse ein.',
      password: 'Mindestens 8 Zeichen.',
    })
  })
})
