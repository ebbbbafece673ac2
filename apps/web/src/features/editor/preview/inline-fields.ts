import type { FormField } from '@sitewerk/contracts'

/** A field of a content that can be edited where the preview shows it. */
export interface InlineField {
  /** The field's name: its key in the content's data. */
  name: string
  /** The field's label, as the panel shows it: the in-place editor's accessible name. */
  label: string
  /** A wysiwyg field (HTML, edited with the panel's rich-text editor); otherwise plain text. */
  rich: boolean
  /** The element of the preview that shows the field's value. */
  el: HTMLElement
}

const PLAIN = new Set<FormField['$formkit']>(['text', 'textarea'])
/** Elements whose text is not what the page shows as text. */
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'TEXTAREA', 'OPTION', 'SELECT', 'TITLE'])

/** The HTML a value becomes once parsed by `doc`: how the preview's markup of it reads. */
function parsedHtml(doc: Document, html: string): string {
  const template = doc.createElement('template')
  template.innerHTML = html
  return template.innerHTML.trim()
}

/**
 * The elements of a drawn content that show its top-level text and rich-text fields, found by
 * their value: a plain field is the element without child elements whose whole text is the value,
 * a rich field the element whose whole markup is the value. The renderer's output is tenant markup
 * (a template may print a value twice, change it with a filter or use it in an attribute): a field
 * that is not shown exactly once as such an element is left to the panel. Nothing here reads or
 * changes tenant markup beyond finding elements; the editor's own code marks them (decision 039).
 */
export function inlineFields(
  contentEl: Element,
  form: readonly FormField[],
  data: Record<string, unknown>,
): InlineField[] {
  const doc = contentEl.ownerDocument
  const elements = [...contentEl.querySelectorAll('*')].filter((el) => !SKIPPED.has(el.tagName))
  const found: InlineField[] = []
  const taken = new Set<Element>()
  for (const field of form) {
    const rich = field.$formkit === 'wysiwyg'
    if (!rich && !PLAIN.has(field.$formkit)) continue
    const value = data[field.name]
    if (typeof value !== 'string' || value.trim() === '') continue
    // legacy rich text without markup is drawn as paragraphs the template makes: panel only
    if (rich && !value.includes('<')) continue
    const wanted = rich ? parsedHtml(doc, value) : value.trim()
    const matches = elements.filter((el) =>
      rich
        ? el.innerHTML.trim() === wanted
        : el.firstElementChild === null && el.textContent?.trim() === wanted,
    )
    const el = matches[0]
    if (matches.length !== 1 || !el || taken.has(el)) continue
    taken.add(el)
    found.push({ name: field.name, label: field.label ?? field.name, rich, el: el as HTMLElement })
  }
  return found
}

/** The inline field `target` lies in, if any. */
export function inlineFieldAt(fields: readonly InlineField[], target: Node): InlineField | null {
  return fields.find((field) => field.el.contains(target)) ?? null
}
