import { z } from 'zod'
import { ComponentNamespace } from '../entities/component.ts'
import { ComponentTranslations } from '../entities/component-translations.ts'
import { inUseErrorBody } from '../errors.ts'
import { LayoutSlot } from '../entities/page-tree.ts'
import { Id, RawText, Text } from '../primitives.ts'
import { DataInput } from '../schema-form/data-schema.ts'
import { DraftFormSchema } from '../schema-form/schema-problems.ts'

/** Characters a component's template, style or script may have. */
export const COMPONENT_SOURCE_MAX = 100_000

/** A component key: also its CSS scope `.sw-c-{key}`, so lower-case letters, digits and dashes. */
export const ComponentKey = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z][a-z0-9-]*$/, 'component_key')

const Source = RawText(COMPONENT_SOURCE_MAX)

const componentFields = {
  namespace: ComponentNamespace,
  key: ComponentKey,
  title: Text(255).pipe(z.string().min(1)),
  icon: Text(255).nullable().optional(),
  /** Fields without a type are dropped; names are checked with the spec §5 messages. */
  form: DraftFormSchema.optional(),
  /** English title and field texts, by field path (decision 016); German stays in title and form. */
  translations: ComponentTranslations.optional(),
  /** Liquid; must parse. */
  template: Source.optional(),
  /** SCSS; compiled and scoped to `.sw-c-{key}` when saved. */
  style: Source.optional(),
  script: Source.optional(),
  /** Default values; an empty array is an empty object (spec §3). */
  data: DataInput.optional(),
}

/** POST components. `platform: true` (superusers only) creates a component every organisation sees. */
export const CreateComponentBody = z.strictObject({
  ...componentFields,
  platform: z.boolean().optional(),
})
export type CreateComponentBody = z.input<typeof CreateComponentBody>

export const UpdateComponentBody = z.strictObject(componentFields).partial()
export type UpdateComponentBody = z.input<typeof UpdateComponentBody>

/** spec §7 GET component/{id}/style: `v` is the component's updated_at, for caching. */
export const ComponentStyleQuery = z.object({ v: RawText(64).optional() })

/** spec §7 GET component/style/parse: SCSS to compile for the editor's preview. */
export const StyleParseQuery = z.object({ value: Source })

/** spec §8: where a component is still used; each links to the page or the layout. */
export const ComponentUsage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('page'), id: Id, url: z.string(), title: z.string() }),
  z.object({ type: z.literal('layout'), id: Id, slot: LayoutSlot, title: z.string() }),
])
export type ComponentUsage = z.infer<typeof ComponentUsage>

/** spec §5/§8 usage conflict (409) of a component. */
export const InUseErrorBody = inUseErrorBody(ComponentUsage)
export type InUseErrorBody = z.infer<typeof InUseErrorBody>
