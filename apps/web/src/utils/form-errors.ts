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

/** Nothing entered: zod reports the input only when parsed with `reportInput: true`. */
function isEmptyInput(issue: z.core.$ZodIssue): boolean {
  if (!('input' in issue)) return false
  const input = issue.input
  return input === undefined || input === null || input === ''
}

/** Named regex checks of the contracts (`.regex(re, 'url')`). */
function formatMessage(issue: z.core.$ZodIssue, t: TFunction): string {
  if ('format' in issue && issue.format === 'email') return t('validation.email')
  switch (issue.message) {
    case 'url':
      return t('validation.url')
    case 'color':
      return t('validation.color')
    case 'date':
    case 'datetime':
      return t('validation.date')
    case 'identifier':
      return t('validation.identifier')
    case 'domain':
      return t('validation.domain')
    default:
      return t('validation.invalid')
  }
}

function tooSmallMessage(issue: z.core.$ZodIssueTooSmall, t: TFunction): string {
  const min = Number(issue.minimum)
  if (issue.origin === 'number') return t('validation.numberMin', { min })
  if (min <= 1) return t('validation.required')
  if (issue.origin === 'array') return t('validation.arrayMin', { min })
  return t('validation.tooShort', { min })
}

function tooBigMessage(issue: z.core.$ZodIssueTooBig, t: TFunction): string {
  const max = Number(issue.maximum)
  if (issue.origin === 'number') return t('validation.numberMax', { max })
  if (issue.origin === 'array') return t('validation.arrayMax', { max })
  return t('validation.tooLong', { max })
}

function messageForIssue(issue: z.core.$ZodIssue, t: TFunction): string {
  switch (issue.code) {
    case 'invalid_type':
      return isEmptyInput(issue) ? t('validation.required') : t('validation.invalid')
    case 'too_small':
      return tooSmallMessage(issue, t)
    case 'too_big':
      return tooBigMessage(issue, t)
    case 'invalid_format':
      // a required e-mail, URL or colour left empty fails its format first
      return isEmptyInput(issue) ? t('validation.required') : formatMessage(issue, t)
    case 'invalid_value':
      // a required consent checkbox is z.literal(true)
      return isEmptyInput(issue) || issue.values.includes(true)
        ? t('validation.required')
        : t('validation.choice')
    case 'custom':
      if (issue.message === 'password_mismatch') return t('validation.passwordMismatch')
      if (issue.message === 'invalid_characters') return t('validation.invalidCharacters')
      if (issue.message === 'color') return t('validation.color')
      if (issue.message === 'url') return t('validation.url')
      return t('validation.invalid')
    default:
      return t('validation.invalid')
  }
}

/** The errors below `prefix`, keyed without it: 'variables.headline' -> 'headline'. */
export function fieldErrorsUnder(errors: FormErrors, prefix: string | undefined): FormErrors {
  if (!prefix) return errors
  const result: FormErrors = {}
  for (const [key, message] of Object.entries(errors)) {
    if (key.startsWith(`${prefix}.`)) result[key.slice(prefix.length + 1)] = message
  }
  return result
}
