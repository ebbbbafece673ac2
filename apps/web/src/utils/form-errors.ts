import type { TFunction } from 'i18next'
import type { z } from 'zod'
import { isApiError } from '../api/client'

/** One message per input, keyed by the input's name. */
export type FormErrors = Record<string, string>

/** spec §8: the server's field errors, to be shown against the matching inputs. */
export function fieldErrorsFromApiError(error: unknown): FormErrors {
  if (!isApiError(error)) return {}
  const result: FormErrors = {}
  for (const [field, messages] of Object.entries(error.errors)) {
    if (messages[0]) result[field] = messages[0]
  }
  return result
}

/** The message to show above the form: when no field of the form carries the error. */
export function unmatchedErrorMessage(
  error: unknown,
  fieldNames: readonly string[],
): string | null {
  if (!error) return null
  const fields = Object.keys(fieldErrorsFromApiError(error))
  if (fields.some((field) => fieldNames.includes(field))) return null
  const message = error instanceof Error ? error.message : String(error)
  return message || null
}

/** Client-side checks with the contracts' schemas, in the UI language. */
export function fieldErrorsFromZod(error: z.ZodError, t: TFunction): FormErrors {
  const result: FormErrors = {}
  for (const issue of error.issues) {
    const field = issue.path.join('.')
    if (!field || result[field]) continue
    result[field] = messageForIssue(issue, t)
  }
  return result
}

function messageForIssue(issue: z.core.$ZodIssue, t: TFunction): string {
  switch (issue.code) {
    case 'too_small':
      return Number(issue.minimum) <= 1
        ? t('validation.required')
        : t('validation.tooShort', { min: Number(issue.minimum) })
    case 'too_big':
      return t('validation.tooLong', { max: Number(issue.maximum) })
    case 'invalid_format':
      return issue.format === 'email' ? t('validation.email') : t('validation.invalid')
    case 'custom':
      if (issue.message === 'password_mismatch') return t('validation.passwordMismatch')
      if (issue.message === 'invalid_characters') return t('validation.invalidCharacters')
      return t('validation.invalid')
    default:
      return t('validation.invalid')
  }
}
