import {
  formFieldPaths,
  type ComponentTexts,
  type ComponentTranslations,
  type FieldTexts,
  type FormField,
} from '@sitewerk/contracts'

type TextKind = 'label' | 'help' | 'placeholder'

/** One English text to type: where it goes, and the German it stands in for. */
export type EnglishText =
  | { name: string; kind: 'title'; german: string }
  | { name: string; kind: TextKind; path: string; german: string }
  | { name: string; kind: 'option'; path: string; value: string; german: string }

/** A field with its English texts to type, under its path. */
export interface EnglishField {
  path: string
  field: FormField
  texts: EnglishText[]
}

/** The input's name is the server's error path, so a 422 lands on the input it concerns. */
const fieldName = (path: string) => `translations.en.fields.${path}`
export const TITLE_NAME = 'translations.en.title'

/**
 * The English texts a component can have: its title, and per field the label, the help text and
 * placeholder where the German has one, and each option's label.
 */
export function englishFields(form: readonly FormField[]): EnglishField[] {
  return [...formFieldPaths(form)].map(({ path, field }) => {
    const texts: EnglishText[] = [
      { name: `${fieldName(path)}.label`, kind: 'label', path, german: field.label ?? '' },
    ]
    for (const kind of ['help', 'placeholder'] as const)
      if (field[kind])
        texts.push({ name: `${fieldName(path)}.${kind}`, kind, path, german: field[kind] })
    for (const option of field.options ?? [])
      texts.push({
        name: `${fieldName(path)}.options.${option.value}`,
        kind: 'option',
        path,
        value: option.value,
        german: option.label,
      })
    return { path, field, texts }
  })
}

/** The English text stored for one slot, '' when there is none. */
function storedText(english: ComponentTexts | undefined, text: EnglishText): string {
  if (text.kind === 'title') return english?.title ?? ''
  const texts = english?.fields?.[text.path]
  if (text.kind === 'option') return texts?.options?.[text.value] ?? ''
  return texts?.[text.kind] ?? ''
}

/** The values of the English form, by input name, from what the component has stored. */
export function englishValues(
  translations: ComponentTranslations,
  texts: readonly EnglishText[],
): Record<string, string> {
  return Object.fromEntries(texts.map((text) => [text.name, storedText(translations.en, text)]))
}

/**
 * The translations to save: the typed texts, without empty ones (they fall back to German) and
 * without texts of fields the form no longer has.
 */
export function toTranslations(
  values: Record<string, string>,
  texts: readonly EnglishText[],
): ComponentTranslations {
  const en: ComponentTexts = {}
  const fields: Record<string, FieldTexts> = {}
  for (const text of texts) {
    const value = values[text.name]?.trim()
    if (!value) continue
    if (text.kind === 'title') {
      en.title = value
      continue
    }
    const field = (fields[text.path] ??= {})
    if (text.kind === 'option') field.options = { ...field.options, [text.value]: value }
    else field[text.kind] = value
  }
  if (Object.keys(fields).length) en.fields = fields
  return Object.keys(en).length ? { en } : {}
}
