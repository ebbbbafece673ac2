import { RANGE_DEFAULTS, normalizeData, type FormField } from '@sitewerk/contracts'

const SAMPLE_ROWS = 3

function sampleValue(field: FormField): unknown {
  const text = field.label || field.name
  switch (field.$formkit) {
    case 'text':
    case 'textarea':
    case 'wysiwyg':
    case 'html':
    case 'password':
      return text
    case 'email':
      return 'info@example.com'
    case 'url':
      return '#'
    case 'color':
      return '#e6007e'
    case 'date':
      return '2026-01-01'
    case 'datetime-local':
      return '2026-01-01T12:00'
    case 'number':
      return field.min ?? 1
    case 'range':
      return ((field.min ?? RANGE_DEFAULTS.min) + (field.max ?? RANGE_DEFAULTS.max)) / 2
    case 'checkbox':
      return field.options?.length ? [field.options[0]!.value] : true
    case 'select':
    case 'radio':
      return field.options?.[0]?.value ?? ''
    case 'group':
      return valuesFromForm(field.children ?? [])
    case 'repeat':
      return Array.from({ length: SAMPLE_ROWS }, () => valuesFromForm(field.schema ?? []))
    case 'icon':
      return 'star'
    case 'media':
    case 'form':
      return null
  }
}

/** Values for every field of a form: its label (or name) for texts, a fitting value otherwise. */
export function valuesFromForm(fields: readonly FormField[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.name, sampleValue(field)]))
}

/** The live preview's data: the component's default data, else values made from its form. */
export function sampleData(component: {
  data: unknown
  form: readonly FormField[]
}): Record<string, unknown> {
  const data = normalizeData(component.data)
  return Object.keys(data).length ? data : valuesFromForm(component.form)
}
