import type { FormField } from './field.ts'

/** spec §5 builder messages (German, verbatim). */
export const SCHEMA_MESSAGES = { nameMissing: 'Name Fehlt', nameDuplicate: 'Name doppelt' } as const

/** A field as a builder may hold it mid-edit: anything may be missing. */
export type DraftField = Partial<Omit<FormField, 'children' | 'schema'>> & {
  children?: DraftField[]
  schema?: DraftField[]
}

export interface SchemaProblem {
  /** Dot path to the field's name, e.g. '2.children.0.name'. */
  path: string
  problem: 'name_missing' | 'name_duplicate'
}

/** spec §5: every field name is required and unique among its siblings (groups and repeats nest). */
export function findSchemaProblems(
  fields: readonly Partial<FormField>[],
  prefix = '',
): SchemaProblem[] {
  const problems: SchemaProblem[] = []
  const seen = new Set<string>()
  fields.forEach((field, index) => {
    const at = `${prefix}${index}`
    const name = field.name?.trim() ?? ''
    if (!name) problems.push({ path: `${at}.name`, problem: 'name_missing' })
    else if (seen.has(name)) problems.push({ path: `${at}.name`, problem: 'name_duplicate' })
    seen.add(name)
    if (field.children) problems.push(...findSchemaProblems(field.children, `${at}.children.`))
    if (field.schema) problems.push(...findSchemaProblems(field.schema, `${at}.schema.`))
  })
  return problems
}

/** spec §5: fields without a type are dropped. */
export function dropUntypedFields(fields: readonly DraftField[]): DraftField[] {
  return fields
    .filter((f) => Boolean(f.$formkit))
    .map((f) => ({
      ...f,
      ...(f.children ? { children: dropUntypedFields(f.children) } : {}),
      ...(f.schema ? { schema: dropUntypedFields(f.schema) } : {}),
    }))
}
