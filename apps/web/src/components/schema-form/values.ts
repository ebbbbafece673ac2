import { COLOR_PICKER_DEFAULT, normalizeData, type FormField } from '@sitewerk/contracts'

/** The values of a schema-form: one key per field name; groups nest objects, repeats arrays. */
export type FormValues = Record<string, unknown>

/** What an input holds before anything is entered. */
export function emptyValue(field: FormField): unknown {
  switch (field.$formkit) {
    case 'checkbox':
      return field.options?.length ? [] : false
    case 'number':
    case 'range':
    case 'select':
    case 'radio':
    case 'media':
    case 'form':
    case 'icon':
      return null
    case 'color':
      return COLOR_PICKER_DEFAULT // spec §9 colour picker default
    case 'group':
      return initialValues(field.children ?? [], {})
    case 'repeat':
      return []
    default:
      return ''
  }
}

function initialValue(field: FormField, stored: unknown): unknown {
  if (field.$formkit === 'group') return initialValues(field.children ?? [], stored)
  if (field.$formkit === 'repeat') {
    return Array.isArray(stored) ? stored.map((row) => initialValues(field.schema ?? [], row)) : []
  }
  return stored === undefined || stored === null ? emptyValue(field) : stored
}

/** The stored data where it exists, else each field's empty value (spec §3: [] is {}). */
export function initialValues(fields: readonly FormField[], data: unknown): FormValues {
  const source = normalizeData(data)
  return Object.fromEntries(
    fields.map((field) => [field.name, initialValue(field, source[field.name])]),
  )
}

/** A new row of a repeat field. */
export function emptyRow(field: FormField): FormValues {
  return initialValues(field.schema ?? [], {})
}

/** A copy of `list` with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  if (to < 0 || to >= next.length) return next
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item!)
  return next
}

/** Dot paths of every input the fields draw for these values ('cards.0.title'). */
export function fieldPaths(
  fields: readonly FormField[],
  values: FormValues,
  prefix = '',
): string[] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`
    const value = values[field.name]
    if (field.$formkit === 'group') {
      return [path, ...fieldPaths(field.children ?? [], normalizeData(value), `${path}.`)]
    }
    if (field.$formkit === 'repeat' && Array.isArray(value)) {
      return [
        path,
        ...value.flatMap((row, index) =>
          fieldPaths(field.schema ?? [], normalizeData(row), `${path}.${index}.`),
        ),
      ]
    }
    return [path]
  })
}
