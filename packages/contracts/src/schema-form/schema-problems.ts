import { z } from 'zod'
import { RawText } from '../primitives.ts'
import { FIELD_TYPES, formFieldShape, type FormField } from './field.ts'

/** spec §5 builder messages (German, verbatim). */
export const SCHEMA_MESSAGES = { nameMissing: 'Name Fehlt', nameDuplicate: 'Name doppelt' } as const

/** A field as a builder may hold it mid-edit: anything may be missing. */
export type DraftField = Partial<Omit<FormField, '$formkit' | 'children' | 'schema'>> & {
  /** '' or null: not chosen yet; such fields are dropped. */
  $formkit?: FormField['$formkit'] | '' | null
  children?: DraftField[]
  schema?: DraftField[]
}

/**
 * A form as a builder saves it: names may be missing or doubled and types empty, so that the
 * server can drop untyped fields and answer the spec §5 messages instead of a generic error.
 */
export const DraftFormField: z.ZodType<DraftField, DraftField> = z.lazy(() =>
  z.object({
    ...formFieldShape(DraftFormField),
    $formkit: z
      .union([z.enum(FIELD_TYPES), z.literal('')])
      .nullable()
      .optional(),
    name: RawText(64).optional(),
  }),
)
export const DraftFormSchema = z.array(DraftFormField).max(200)

export interface SchemaProblem {
  /** Dot path to the field's name, e.g. '2.children.0.name'. */
  path: string
  problem: 'name_missing' | 'name_duplicate'
}

/** spec §5: every field name is required and unique among its siblings (groups and repeats nest). */
export function findSchemaProblems(fields: readonly DraftField[], prefix = ''): SchemaProblem[] {
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
