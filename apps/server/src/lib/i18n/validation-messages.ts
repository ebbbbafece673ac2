import type { SchemaProblem } from '@sitewerk/contracts'
import type { Translate } from './translate.ts'

/** The parts of a zod issue we read (fastify-type-provider-zod keeps them under `params`). */
export interface IssueLike {
  code: string
  path: (string | number)[]
  message?: string
  expected?: string
  origin?: string
  minimum?: number | bigint
  maximum?: number | bigint
  format?: string
  keys?: string[]
}

const CUSTOM_KEYS = new Set([
  'password_mismatch',
  'invalid_characters',
  'too_deep',
  'email_taken',
  'color',
  'css_size',
  'icon',
  'font_name',
  'home_required',
  'duplicate',
  'url',
  'unknown_field',
  'form_field_type',
  'reserved_name',
  'too_many_fields',
  'show_if_field',
  'country',
  'time_zone',
  'setup_intent',
])

/**
 * Turns zod issues into spec §3 field errors (`{ 'a.b': ['…'] }`) in the user's language.
 * `input` is the parsed value's source, used to tell a missing field from a wrong one.
 */
export function issuesToFieldErrors(
  issues: IssueLike[],
  t: Translate,
  input: unknown,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  const add = (path: (string | number)[], message: string) => {
    const field = path.length ? path.join('.') : '_'
    const list = (errors[field] ??= [])
    if (!list.includes(message)) list.push(message)
  }
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys ?? []) add([...issue.path, key], t('validation.unknown_field'))
      continue
    }
    add(issue.path, messageFor(issue, t, valueAt(input, issue.path)))
  }
  return errors
}

function messageFor(issue: IssueLike, t: Translate, value: unknown): string {
  const limit = (n: number | bigint | undefined) => Number(n ?? 0)
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined || value === null
        ? t('validation.required')
        : t('validation.invalid_type')
    case 'too_small':
      if (issue.origin === 'string')
        return limit(issue.minimum) <= 1
          ? t('validation.required')
          : t('validation.string_min', { min: limit(issue.minimum) })
      if (issue.origin === 'array' || issue.origin === 'set')
        return t('validation.array_min', { min: limit(issue.minimum) })
      return t('validation.number_min', { min: limit(issue.minimum) })
    case 'too_big':
      if (issue.origin === 'string')
        return t('validation.string_max', { max: limit(issue.maximum) })
      if (issue.origin === 'array' || issue.origin === 'set')
        return t('validation.array_max', { max: limit(issue.maximum) })
      return t('validation.number_max', { max: limit(issue.maximum) })
    case 'invalid_format':
      if (issue.format === 'email') return t('validation.email')
      if (issue.format === 'url') return t('validation.url')
      if (issue.message && CUSTOM_KEYS.has(issue.message))
        return t(`validation.${issue.message}` as never)
      return t('validation.format')
    case 'invalid_value':
    case 'invalid_union':
      return t('validation.choice')
    case 'custom':
      if (issue.message && CUSTOM_KEYS.has(issue.message))
        return t(`validation.${issue.message}` as never)
      return t('validation.format')
    default:
      return t('validation.format')
  }
}

function valueAt(input: unknown, path: (string | number)[]): unknown {
  let node = input
  for (const part of path) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string | number, unknown>)[part]
  }
  return node
}

/** spec §5 builder problems as field errors under `prefix` ('Name Fehlt', 'Name doppelt'). */
export function schemaProblemsToFieldErrors(
  problems: SchemaProblem[],
  t: Translate,
  prefix: string,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const { path, problem } of problems) {
    const key = problem === 'name_missing' ? 'form_name_missing' : 'form_name_duplicate'
    ;(errors[`${prefix}.${path}`] ??= []).push(t(`validation.${key}`))
  }
  return errors
}
