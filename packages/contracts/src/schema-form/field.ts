import { z } from 'zod'
import { RawText } from '../primitives.ts'

/** spec §3: every field type of the schema-form. */
export const FIELD_TYPES = [
  'text',
  'textarea',
  'wysiwyg',
  'html',
  'email',
  'checkbox',
  'color',
  'date',
  'datetime-local',
  'number',
  'password',
  'range',
  'url',
  'select',
  'radio',
  'repeat',
  'media',
  'form',
  'group',
  /** An icon of the icon set by name (decision 019); back office forms only, never public ones. */
  'icon',
] as const
export type FieldType = (typeof FIELD_TYPES)[number]

/** spec §3: the only types a public form may contain. */
export const PUBLIC_FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'checkbox',
  'color',
  'date',
  'datetime-local',
  'number',
  'range',
  'url',
  'select',
  'radio',
] as const satisfies readonly FieldType[]

export const FieldOption = z.object({ label: RawText(255), value: RawText(255) })
export type FieldOption = z.infer<typeof FieldOption>

/** A field name: usable as a data key and a Liquid variable. */
export const FieldName = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z_][A-Za-z0-9_-]*$/)

export interface FormField {
  uuid?: string
  $formkit: FieldType
  label?: string
  name: string
  required?: boolean
  validation?: string
  help?: string
  placeholder?: string
  options?: FieldOption[]
  min?: number
  max?: number
  step?: number
  /** group: nested fields under this name. */
  children?: FormField[]
  /** repeat: the fields of each row. */
  schema?: FormField[]
  /**
   * Public forms: the field is shown (and checked) only while the field `name` has a value, or
   * the value `equals` when given; a hidden field's value is not sent and not stored.
   */
  showIf?: FieldCondition
}

export const FieldCondition = z.strictObject({
  name: FieldName,
  equals: RawText(255).optional(),
})
export type FieldCondition = z.infer<typeof FieldCondition>

/** The parts of a field shared by finished and draft fields; `nested` types children and schema. */
export const formFieldShape = <T>(nested: z.ZodType<T, T>) => ({
  uuid: RawText(64).optional(),
  label: RawText(255).optional(),
  required: z.boolean().optional(),
  validation: RawText(255).optional(),
  help: RawText(500).optional(),
  placeholder: RawText(255).optional(),
  options: z.array(FieldOption).max(200).optional(),
  min: z.number().finite().optional(),
  max: z.number().finite().optional(),
  step: z.number().finite().positive().optional(),
  children: z.array(nested).max(100).optional(),
  schema: z.array(nested).max(100).optional(),
  showIf: FieldCondition.optional(),
})

/** spec §3 form field: uuid, $formkit (type), label, name, required, validation, options, children, schema. */
export const FormField: z.ZodType<FormField, FormField> = z.lazy(() =>
  z.object({ ...formFieldShape(FormField), $formkit: z.enum(FIELD_TYPES), name: FieldName }),
)

export const FormSchema = z.array(FormField).max(200)
export type FormSchema = FormField[]
