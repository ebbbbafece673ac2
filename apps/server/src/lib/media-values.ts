import type { FormField } from '@sitewerk/contracts'

type Path = (string | number)[]

const asObject = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null

/**
 * Every media value in `data` that `form` describes, with its path: at the top, inside groups and
 * inside repeat rows, however deep. A media value is `{ id, filename, ... }` (spec §3).
 */
export function* mediaValues(
  form: readonly FormField[],
  data: unknown,
  path: Path = [],
): Generator<{ path: Path; id: number }> {
  const values = asObject(data)
  if (!values) return
  for (const field of form) {
    const value = values[field.name]
    const at = [...path, field.name]
    if (field.$formkit === 'group') yield* mediaValues(field.children ?? [], value, at)
    else if (field.$formkit === 'repeat') {
      if (Array.isArray(value))
        for (const [index, row] of value.entries())
          yield* mediaValues(field.schema ?? [], row, [...at, index])
    } else if (field.$formkit === 'media') {
      const id = asObject(value)?.id
      if (typeof id === 'number') yield { path: at, id }
    }
  }
}

/**
 * The paths (dot-joined under `prefix`) of media values in `data` whose file the organisation
 * does not have: another organisation's file, or none at all. Each id is asked once.
 */
export async function foreignMediaPaths(
  form: readonly FormField[],
  data: unknown,
  isOwnFile: (id: number) => Promise<boolean>,
  prefix: string,
): Promise<string[]> {
  const known = new Map<number, Promise<boolean>>()
  const foreign: string[] = []
  for (const { path, id } of mediaValues(form, data)) {
    if (!known.has(id)) known.set(id, isOwnFile(id))
    if (!(await known.get(id))) foreign.push([prefix, ...path].join('.'))
  }
  return foreign
}
