import {
  findSchemaProblems,
  type FieldType,
  type FormField,
  type SchemaProblem,
} from '@sitewerk/contracts'
import { moveItem } from './values'

/** A field while its schema is edited: every field has a uuid (the React key while it moves). */
export type EditorField = FormField & { uuid: string }

export const CHOICE_TYPES: readonly FieldType[] = ['checkbox', 'select', 'radio']
export const NESTING_KEY: Partial<Record<FieldType, 'children' | 'schema'>> = {
  group: 'children',
  repeat: 'schema',
}

const newUuid = () => crypto.randomUUID()

export function newField(): EditorField {
  return { uuid: newUuid(), $formkit: 'text', name: '', label: '' }
}

/** The props a row of a field list takes to show and change the field at `index`. */
export function fieldRowProps(
  fields: EditorField[],
  index: number,
  { pathPrefix, onChange }: { pathPrefix: string; onChange: (fields: EditorField[]) => void },
) {
  return {
    field: fields[index]!,
    number: index + 1,
    isFirst: index === 0,
    isLast: index === fields.length - 1,
    path: `${pathPrefix}${index}`,
    onChange: (next: EditorField) => onChange(fields.map((f, i) => (i === index ? next : f))),
    onMove: (step: -1 | 1) => onChange(moveItem(fields, index, index + step)),
    onRemove: () => onChange(fields.filter((_, i) => i !== index)),
  }
}

/** Gives every field (at every depth) a uuid, keeping the ones it has. */
export function withUuids(fields: readonly FormField[]): EditorField[] {
  return fields.map((field) => ({
    ...field,
    uuid: field.uuid ?? newUuid(),
    ...(field.children ? { children: withUuids(field.children) } : {}),
    ...(field.schema ? { schema: withUuids(field.schema) } : {}),
  }))
}

/** A new type keeps name, label and required; nested fields and options only where they fit. */
export function changeType(field: EditorField, type: FieldType): EditorField {
  const { children, schema, options, ...rest } = field
  const nested = NESTING_KEY[type]
  const kept = children ?? schema ?? []
  return {
    ...rest,
    $formkit: type,
    ...(CHOICE_TYPES.includes(type) && options ? { options } : {}),
    ...(nested ? { [nested]: kept } : {}),
  }
}

/**
 * spec §5: a field marked required gets the required rule (FormKit's `validation` string, rules
 * separated by '|'); a field no longer required loses it.
 */
export function withRequiredRule(validation: string | undefined, required: boolean) {
  const rules = (validation ?? '')
    .split('|')
    .map((rule) => rule.trim())
    .filter((rule) => rule && rule !== 'required')
  if (required) rules.unshift('required')
  return rules.length ? rules.join('|') : undefined
}

/** The schema to save: no empty labels or option lists; required fields carry the rule. */
export function toSchema(fields: readonly FormField[]): FormField[] {
  return fields.map(({ label, options, children, schema, validation, ...rest }) => {
    const rule = withRequiredRule(validation, rest.required === true)
    return {
      ...rest,
      name: rest.name.trim(),
      ...(rule ? { validation: rule } : {}),
      ...(label?.trim() ? { label: label.trim() } : {}),
      ...(options?.length ? { options } : {}),
      ...(children ? { children: toSchema(children) } : {}),
      ...(schema ? { schema: toSchema(schema) } : {}),
    }
  })
}

/** spec §5 'Name Fehlt' / 'Name doppelt', by the dot path of the name ('2.children.0.name'). */
export function problemsByPath(
  fields: readonly FormField[],
): Record<string, SchemaProblem['problem']> {
  return Object.fromEntries(findSchemaProblems(fields).map((p) => [p.path, p.problem]))
}

/** The uuid of the field whose name is at each dot path ('2.children.0.name'), as problemsByPath. */
export function uuidsByNamePath(
  fields: readonly EditorField[],
  prefix = '',
): Record<string, string> {
  const paths: Record<string, string> = {}
  fields.forEach((field, index) => {
    const at = `${prefix}${index}`
    paths[`${at}.name`] = field.uuid
    for (const key of ['children', 'schema'] as const) {
      const nested = field[key] as EditorField[] | undefined
      if (nested) Object.assign(paths, uuidsByNamePath(nested, `${at}.${key}.`))
    }
  })
  return paths
}

/** Every uuid in the tree. */
export function allUuids(fields: readonly EditorField[]): string[] {
  return fields.flatMap((field) => [
    field.uuid,
    ...allUuids((field.children as EditorField[] | undefined) ?? []),
    ...allUuids((field.schema as EditorField[] | undefined) ?? []),
  ])
}
