import type { Context } from 'liquidjs'
import { RANGE_DEFAULTS, type FormField } from '@sitewerk/contracts'
import { escapeHtml } from '../html/escape.ts'

/** What the page needs of a public form to draw it: the fields, never settings or recipients. */
export interface RenderForm {
  id: number
  title: string
  schema: FormField[]
}

export type FormLanguage = 'de' | 'en'

/** The name of the honeypot input: people never see it, so whoever fills it in is a robot. */
export const HONEYPOT_NAME = 'sw:hp'

const TEXTS = {
  de: {
    empty: 'Dieses Formular hat keine Felder.',
    requiredNote: 'Mit * markierte Felder sind Pflichtfelder.',
    choose: 'Bitte wählen',
    submit: 'Absenden',
    honeypot: 'Dieses Feld bitte leer lassen',
  },
  en: {
    empty: 'This form has no fields.',
    requiredNote: 'Fields marked * are required.',
    choose: 'Please choose',
    submit: 'Send',
    honeypot: 'Please leave this field empty',
  },
} satisfies Record<FormLanguage, Record<string, string>>

const INPUT_TYPES = new Set(['text', 'email', 'url', 'date', 'datetime-local', 'color', 'number'])

const attr = (name: string, value: string | number | undefined) =>
  value === undefined || value === '' ? '' : ` ${name}="${escapeHtml(String(value))}"`

/**
 * One public form as semantic HTML that works without a script: a label per input, required
 * fields marked, help and error containers tied by aria-describedby, a honeypot hidden from people
 * and assistive technology, a submit button and a live region for the result. `prefix` keeps the
 * ids unique when a page shows a form twice. A field with a condition is drawn, without
 * `required`: the island hides it and the server ignores it while the condition does not hold.
 */
export function renderForm(form: RenderForm, language: FormLanguage, prefix: string): string {
  const text = TEXTS[language]
  if (!form.schema.length) return `<p class="sw-form__empty">${text.empty}</p>`
  const fields = form.schema.map((field) => renderField(field, `${prefix}-${field.name}`, text))
  const hasRequired = form.schema.some((f) => f.required && !f.showIf)
  const hp = `${prefix}-hp`
  return (
    `<form class="sw-form" method="post" action="/form/submit/${form.id}" data-sw-form="${form.id}"` +
    `${attr('aria-label', form.title)}>` +
    (hasRequired ? `<p class="sw-form__note">${text.requiredNote}</p>` : '') +
    fields.join('') +
    `<div class="sw-form__hp" aria-hidden="true"><label for="${hp}">${text.honeypot}</label>` +
    `<input id="${hp}" name="${HONEYPOT_NAME}" type="text" tabindex="-1" autocomplete="off"></div>` +
    `<div class="sw-form__actions"><button class="sw-form__submit" type="submit">${text.submit}</button></div>` +
    `<div class="sw-form__status" role="status" aria-live="polite"></div>` +
    `</form>`
  )
}

function renderField(field: FormField, id: string, text: (typeof TEXTS)[FormLanguage]): string {
  const required = Boolean(field.required && !field.showIf)
  const label = `${escapeHtml(field.label || field.name)}${field.required ? '<span class="sw-form__required" aria-hidden="true"> *</span>' : ''}`
  const help = field.help
    ? `<p class="sw-form__help" id="${id}-help">${escapeHtml(field.help)}</p>`
    : ''
  const describedBy = ` aria-describedby="${field.help ? `${id}-help ` : ''}${id}-error"`
  const error = `<p class="sw-form__error" id="${id}-error"></p>`
  const name = escapeHtml(field.name)
  const common = `${attr('name', field.name)}${required ? ' required' : ''}${describedBy}`
  const options = field.options ?? []
  const open =
    `<div class="sw-form__field sw-form__field--${field.$formkit}" data-sw-field="${name}"` +
    (field.showIf ? attr('data-sw-show-if', JSON.stringify(field.showIf)) : '') +
    (field.required ? ' data-sw-required' : '') +
    '>'

  // A group of choices: one legend names them, each choice has its own label.
  if (field.$formkit === 'radio' || (field.$formkit === 'checkbox' && options.length)) {
    const type = field.$formkit
    const choices = options
      .map(
        (o, i) =>
          `<div class="sw-form__choice"><input id="${id}-${i}" type="${type}"${attr('name', field.name)}` +
          `${attr('value', o.value)}${required && type === 'radio' ? ' required' : ''}>` +
          `<label for="${id}-${i}">${escapeHtml(o.label)}</label></div>`,
      )
      .join('')
    return (
      `${open}<fieldset class="sw-form__choices"${describedBy}><legend>${label}</legend>` +
      `${choices}</fieldset>${help}${error}</div>`
    )
  }
  if (field.$formkit === 'checkbox')
    return (
      `${open}<div class="sw-form__choice"><input id="${id}" type="checkbox" value="true"${common}>` +
      `<label for="${id}">${label}</label></div>${help}${error}</div>`
    )

  let control: string
  if (field.$formkit === 'textarea')
    control = `<textarea id="${id}" rows="5"${common}${attr('placeholder', field.placeholder)}></textarea>`
  else if (field.$formkit === 'select')
    control =
      `<select id="${id}"${common}><option value="">${text.choose}</option>` +
      options
        .map((o) => `<option${attr('value', o.value)}>${escapeHtml(o.label)}</option>`)
        .join('') +
      `</select>`
  else if (field.$formkit === 'range')
    control =
      `<input id="${id}" type="range" step="any"${attr('min', field.min ?? RANGE_DEFAULTS.min)}` +
      `${attr('max', field.max ?? RANGE_DEFAULTS.max)}${common}>`
  else {
    const type = INPUT_TYPES.has(field.$formkit) ? field.$formkit : 'text'
    control =
      `<input id="${id}" type="${type}"${type === 'number' ? ' step="any"' : ''}${common}` +
      `${attr('placeholder', field.placeholder)}${type === 'email' ? ' autocomplete="email"' : ''}>`
  }
  return `${open}<label for="${id}">${label}</label>${control}${help}${error}</div>`
}

/** The render register that hands the `form` filter the page's forms and the site's language. */
export const FORM_REGISTER = 'sitewerk:forms'
export interface FormRegister {
  forms: ReadonlyMap<number, RenderForm>
  language: FormLanguage
  /** The block being drawn: ids of its form stay unique on the page. */
  contentId: number
  /** Told each form that was drawn (the page then loads the form's script). */
  onForm: (id: number) => void
}

/**
 * `{{ form | form }}`: the form of that id, if the page's site has it, as safe HTML (the filter is
 * `raw`); '' for any other value, so a foreign or deleted form shows nothing.
 */
export function formFilter(this: { context: Context }, value: unknown) {
  const register = this.context.getRegister(FORM_REGISTER) as FormRegister | undefined
  const id = typeof value === 'number' ? value : Number(value)
  const form = Number.isInteger(id) ? register?.forms.get(id) : undefined
  if (!register || !form) return ''
  if (form.schema.length) register.onForm(form.id)
  return renderForm(form, register.language, `sw-f${register.contentId}`)
}
