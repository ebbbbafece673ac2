import type { FieldCondition, FormField } from './field.ts'

export type { FormField }

/*
 * The check of a visitor's submission to a public form, without zod: the server runs it (through
 * buildSubmissionSchema) and so does the form's island in the visitor's browser, which must stay
 * small (decision 024). Its issues have the shape of zod's, so the server words them as before.
 */

/** spec §3/§9: range fields go from 0 to 100 and take floats. */
export const RANGE_DEFAULTS = { min: 0, max: 100 } as const

/** The most fields a public form has, and so the most keys a submission may send. */
export const PUBLIC_FORM_MAX_FIELDS = 100

/** Names that would reach an object's prototype when used as a data key. */
export const RESERVED_NAMES: ReadonlySet<string> = new Set([
  '__proto__',
  'constructor',
  'prototype',
])

/** One thing wrong with a submission, shaped like a zod issue. */
export interface SubmissionIssue {
  code: 'invalid_type' | 'too_small' | 'too_big' | 'invalid_format' | 'invalid_value' | 'custom'
  path: (string | number)[]
  /** custom and invalid_format: the message key ('url', 'unknown_field', …). */
  message?: string
  origin?: 'string' | 'number' | 'array'
  minimum?: number
  maximum?: number
  format?: string
  expected?: string
}

export interface SubmissionCheck {
  /** The values of the shown fields, empty optional ones left out. */
  data: Record<string, unknown>
  issues: SubmissionIssue[]
}

const TEXT_MAX = 10_000
// zod's e-mail pattern, so the browser agrees with the server's `z.email()` elsewhere.
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/
export const URL_VALUE_PATTERN = /^(https?:\/\/|\/|#|mailto:|tel:)/i
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/
export const DATETIME_LOCAL_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/
// spec §5 colour values: hex of 3, 4, 6 or 8 digits, rgb(a), hsl(a).
export const COLOR_PATTERN =
  /^(#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})|rgba?\(\s*[\d.]+%?\s*,?\s*[\d.]+%?\s*,?\s*[\d.]+%?\s*([,/]\s*[\d.]+%?\s*)?\)|hsla?\(\s*[\d.]+(deg)?\s*,?\s*[\d.]+%\s*,?\s*[\d.]+%\s*([,/]\s*[\d.]+%?\s*)?\))$/i
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/** Whether a value counts as given: not empty, not unticked, not an empty choice. */
export const hasValue = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  value !== false &&
  !(Array.isArray(value) && value.length === 0)

function meets(condition: FieldCondition, value: unknown) {
  if (condition.equals === undefined) return hasValue(value)
  if (Array.isArray(value)) return value.includes(condition.equals)
  return hasValue(value) && String(value) === condition.equals
}

/**
 * The fields shown while the form holds `values`: a field with `showIf` only while its condition
 * holds and the field it names is shown itself (a chain hides as a whole; a loop hides).
 */
export function visibleFields<F extends FormField>(
  fields: readonly F[],
  values: Record<string, unknown>,
): F[] {
  const byName = new Map(fields.map((f) => [f.name, f]))
  const shown = (field: FormField, seen: Set<string>): boolean => {
    if (!field.showIf) return true
    const by = byName.get(field.showIf.name)
    if (!by || seen.has(by.name)) return false
    seen.add(field.name)
    return shown(by, seen) && meets(field.showIf, values[by.name])
  }
  return fields.filter((f) => shown(f, new Set([f.name])))
}

/** What is wrong with one shown field's given value, if anything. */
function checkValue(field: FormField, value: unknown): Omit<SubmissionIssue, 'path'> | null {
  const options = field.options?.map((o) => o.value) ?? []
  const text = (max: number, pattern?: RegExp, format?: string, message?: string) => {
    if (typeof value !== 'string') return { code: 'invalid_type', expected: 'string' } as const
    if (value.length > max) return { code: 'too_big', origin: 'string', maximum: max } as const
    if (FORBIDDEN_CHARACTERS.test(value))
      return { code: 'custom', message: 'invalid_characters' } as const
    if (pattern && !pattern.test(value))
      return { code: 'invalid_format', format: format ?? 'regex', message } as const
    return null
  }
  switch (field.$formkit) {
    case 'email':
      return text(255, EMAIL, 'email')
    case 'url':
      return text(2048, URL_VALUE_PATTERN, 'regex', 'url')
    case 'color':
      return text(64, COLOR_PATTERN, 'regex', 'color')
    case 'date':
      return text(TEXT_MAX, DATE_PATTERN, 'regex', 'date')
    case 'datetime-local':
      return text(TEXT_MAX, DATETIME_LOCAL_PATTERN, 'regex', 'datetime')
    case 'number':
    case 'range': {
      if (typeof value !== 'number' || !Number.isFinite(value))
        return { code: 'invalid_type', expected: 'number' }
      if (field.$formkit === 'number') return null
      const min = field.min ?? RANGE_DEFAULTS.min
      const max = field.max ?? RANGE_DEFAULTS.max
      if (value < min) return { code: 'too_small', origin: 'number', minimum: min }
      if (value > max) return { code: 'too_big', origin: 'number', maximum: max }
      return null
    }
    case 'checkbox':
      if (!options.length)
        return typeof value === 'boolean' ? null : { code: 'invalid_type', expected: 'boolean' }
      if (!Array.isArray(value)) return { code: 'invalid_type', expected: 'array' }
      // Each option at most once: a list of thousands of ticks is refused, not stored.
      if (new Set(value).size !== value.length || value.length > options.length)
        return { code: 'too_big', origin: 'array', maximum: options.length }
      if (value.some((v) => typeof v !== 'string' || !options.includes(v)))
        return { code: 'invalid_value' }
      return null
    case 'select':
    case 'radio':
      if (!options.length) return text(255)
      return typeof value === 'string' && options.includes(value) ? null : { code: 'invalid_value' }
    default:
      return text(TEXT_MAX)
  }
}

/** A required field's value that is present but empty (or a consent not given). */
function emptyRequired(field: FormField, value: unknown): Omit<SubmissionIssue, 'path'> | null {
  if (value === '') return { code: 'too_small', origin: 'string', minimum: 1 }
  if (Array.isArray(value) && value.length === 0)
    return { code: 'too_small', origin: 'array', minimum: 1 }
  if (field.$formkit === 'checkbox' && !field.options?.length && value === false)
    return { code: 'invalid_value' }
  return null
}

/**
 * Checks a visitor's values against a public form: each shown field's rules (required, e-mail,
 * url, numbers, range 0-100 floats, the options of select, radio and checkboxes); hidden fields
 * are not required and their values are dropped; no key the form does not have, none that reaches
 * a prototype; more keys than a public form can have are refused before any is looked at.
 */
export function checkSubmission(fields: readonly FormField[], input: unknown): SubmissionCheck {
  if (!isPlainObject(input))
    return { data: {}, issues: [{ code: 'invalid_type', expected: 'object', path: [] }] }
  const keys = Object.keys(input)
  if (keys.length > PUBLIC_FORM_MAX_FIELDS)
    return { data: {}, issues: [{ code: 'custom', message: 'too_many_fields', path: [] }] }
  const issues: SubmissionIssue[] = []
  const known = new Set(fields.map((f) => f.name))
  // JSON.parse makes `__proto__` an own key: it is refused by name, never read as a field.
  for (const key of keys)
    if (RESERVED_NAMES.has(key) || !known.has(key))
      issues.push({ code: 'custom', message: 'unknown_field', path: [key] })
  const values: Record<string, unknown> = Object.create(null)
  for (const field of fields)
    if (!RESERVED_NAMES.has(field.name) && Object.hasOwn(input, field.name))
      values[field.name] = input[field.name]
  const data: Record<string, unknown> = {}
  for (const field of visibleFields(fields, values)) {
    const value = values[field.name]
    const empty = value === undefined || value === null || value === ''
    if (empty && !field.required) continue
    const issue =
      value === undefined || value === null
        ? ({ code: 'invalid_type' } as const)
        : ((field.required ? emptyRequired(field, value) : null) ?? checkValue(field, value))
    if (issue) issues.push({ ...issue, path: [field.name] })
    else data[field.name] = value
  }
  return { data, issues }
}
