import type { FormField } from '@sitewerk/contracts'
import type { FormErrors } from '../../utils/form-errors'

export interface FieldProps {
  field: FormField
  value: unknown
  onChange: (value: unknown) => void
  /** Every message of the form, by dot path; a field reads its own and its children's. */
  errors: FormErrors
  /** This field's dot path. */
  path: string
}

/** What every Mantine input of a field shows around itself. */
export function wrapperProps({
  field,
  errors,
  path,
}: Pick<FieldProps, 'field' | 'errors' | 'path'>) {
  return {
    label: field.label || field.name,
    description: field.help,
    required: field.required,
    error: errors[path],
  }
}

export const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value)

/** A number, or what is typed on the way to one ('33.'), stays in the input. */
export const asNumberInput = (value: unknown): number | string =>
  typeof value === 'number' || typeof value === 'string' ? value : ''

/**
 * NumberInput answers '' when emptied (stored as null, an absent optional value) and a string
 * while a number is half typed (kept, so the input does not lose it; the schema rejects it).
 */
export function fromNumberInput(value: number | string): number | string | null {
  if (value === '') return null
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value)
  return value
}
