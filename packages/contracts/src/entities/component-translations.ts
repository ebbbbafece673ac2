import { z } from 'zod'
import type { Locale } from '../constants.ts'
import { RawText, Text } from '../primitives.ts'
import type { FormField } from '../schema-form/field.ts'

/**
 * A field's place in a component's form: the names from the top down, joined by dots
 * ('headline', 'cards.title' for a repeat's field, 'contact.phone' for a group's). Names are the
 * data keys, so a text survives a changed German label (decision 016).
 */
export const FieldPath = z
  .string()
  .max(255)
  .regex(/^[A-Za-z_][A-Za-z0-9_-]*(\.[A-Za-z_][A-Za-z0-9_-]*)*$/, 'field_path')

/** The interface texts of one field in one language; a missing or empty one falls back to German. */
export const FieldTexts = z.strictObject({
  label: Text(255).optional(),
  help: Text(500).optional(),
  placeholder: Text(255).optional(),
  /** Option labels by the option's value (which the data stores, so it stays). */
  options: z.record(RawText(255), Text(255)).optional(),
})
export type FieldTexts = z.infer<typeof FieldTexts>

/** A component's interface texts in one language: its title and its fields' texts by path. */
export const ComponentTexts = z.strictObject({
  title: Text(255).optional(),
  fields: z.record(FieldPath, FieldTexts).optional(),
})
export type ComponentTexts = z.infer<typeof ComponentTexts>

/**
 * `components.translations`: the component's interface texts in the languages besides German.
 * German stays the source (the `title` and `form` columns); block content is never translated
 * here, only what the back office shows about the component (decision 016).
 */
export const ComponentTranslations = z.strictObject({ en: ComponentTexts.optional() })
export type ComponentTranslations = z.infer<typeof ComponentTranslations>

/** Every field of a form with its path, groups' and repeats' own fields first, then theirs. */
export function* formFieldPaths(
  form: readonly FormField[],
  prefix = '',
): Generator<{ path: string; field: FormField }> {
  for (const field of form) {
    const path = prefix + field.name
    yield { path, field }
    const nested = field.$formkit === 'group' ? field.children : field.schema
    if (nested && (field.$formkit === 'group' || field.$formkit === 'repeat'))
      yield* formFieldPaths(nested, `${path}.`)
  }
}

/** A translated text, or the German one where it is missing or empty. */
const or = (translated: string | undefined, german: string | undefined) =>
  translated?.trim() ? translated : german

function localizeFields(
  form: readonly FormField[],
  texts: Record<string, FieldTexts>,
  prefix: string,
): FormField[] {
  return form.map((field) => {
    const path = prefix + field.name
    const own = texts[path]
    const localized: FormField = { ...field }
    if (own) {
      if (field.label !== undefined || own.label) localized.label = or(own.label, field.label)
      if (field.help !== undefined || own.help) localized.help = or(own.help, field.help)
      if (field.placeholder !== undefined || own.placeholder)
        localized.placeholder = or(own.placeholder, field.placeholder)
      if (field.options)
        localized.options = field.options.map((option) => ({
          ...option,
          label: or(own.options?.[option.value], option.label)!,
        }))
    }
    if (field.children) localized.children = localizeFields(field.children, texts, `${path}.`)
    if (field.schema) localized.schema = localizeFields(field.schema, texts, `${path}.`)
    return localized
  })
}

/**
 * The component as the back office shows it in `locale`: its title and its form's labels, help
 * texts, placeholders and option labels in that language, each falling back to German on its own.
 * Everything else (names, values, template, data) stays as it is.
 */
export function localizeComponent<T extends { title: string; form: FormField[] }>(
  component: T & { translations?: ComponentTranslations },
  locale: Locale,
): T {
  const texts = locale === 'en' ? component.translations?.en : undefined
  if (!texts) return component
  return {
    ...component,
    title: or(texts.title, component.title)!,
    form: localizeFields(component.form, texts.fields ?? {}, ''),
  }
}
