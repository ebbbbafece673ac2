import { z } from 'zod'
import { DbDateTime, Id } from '../primitives.ts'
import { FormSchema } from '../schema-form/field.ts'
import { ComponentTranslations } from './component-translations.ts'

/** spec §3: a component's namespace. */
export const COMPONENT_NAMESPACES = ['module', 'header', 'footer', 'background'] as const
export const ComponentNamespace = z.enum(COMPONENT_NAMESPACES)
export type ComponentNamespace = z.infer<typeof ComponentNamespace>

/**
 * spec §3 Component (global component). `template` is Liquid, `style` SCSS, `css` the compiled and
 * scoped style, `data` default values. `organization_id` null: a platform component.
 */
export const Component = z.object({
  id: Id,
  namespace: ComponentNamespace,
  key: z.string(),
  title: z.string(),
  icon: z.string().nullable(),
  form: FormSchema,
  /** Title and form texts besides German (decision 016). */
  translations: ComponentTranslations,
  template: z.string(),
  style: z.string(),
  data: z.record(z.string(), z.unknown()),
  script: z.string(),
  css: z.string(),
  organization_id: Id.nullable(),
  updated_at: DbDateTime,
})
export type Component = z.infer<typeof Component>
