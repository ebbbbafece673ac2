import type { FormField } from './field.ts'

type Record_ = Record<string, unknown>

const asObject = (data: unknown): Record_ | null =>
  data && typeof data === 'object' && !Array.isArray(data) ? (data as Record_) : null

/**
 * Every value of a leaf field in `data` (described by `form`) with its field: at the top, inside
 * groups (an object under the group's name) and inside repeats (a list of rows under the repeat's
 * name), however deep they nest. Values under names the form does not have are not visited.
 */
export function* fieldValues(
  form: readonly FormField[],
  data: unknown,
): Generator<{ field: FormField; value: unknown }> {
  const values = asObject(data)
  if (!values) return
  for (const field of form) {
    const value = values[field.name]
    if (field.$formkit === 'group') yield* fieldValues(field.children ?? [], value)
    else if (field.$formkit === 'repeat') {
      if (Array.isArray(value)) for (const row of value) yield* fieldValues(field.schema ?? [], row)
    } else yield { field, value }
  }
}

/**
 * A copy of `data` with the value of every leaf field (at any depth of groups and repeats, as
 * `fieldValues` walks them) replaced by `replace`'s answer. Absent values stay absent; keys the
 * form does not have are kept as they are.
 */
export function mapFieldValues(
  form: readonly FormField[],
  data: Record_,
  replace: (field: FormField, value: unknown) => unknown,
): Record_ {
  const next: Record_ = { ...data }
  for (const field of form) {
    const value = data[field.name]
    if (value === undefined) continue
    if (field.$formkit === 'group') {
      const group = asObject(value)
      if (group) next[field.name] = mapFieldValues(field.children ?? [], group, replace)
    } else if (field.$formkit === 'repeat') {
      if (Array.isArray(value))
        next[field.name] = value.map((row: unknown) => {
          const object = asObject(row)
          return object ? mapFieldValues(field.schema ?? [], object, replace) : row
        })
    } else next[field.name] = replace(field, value)
  }
  return next
}
