/*
 * The public form's island (decision 024): served from the site's own host, loaded only by pages
 * that draw a form, it enhances the server-rendered form. The form works without it (a plain POST).
 * It checks with the server's own `checkSubmission`, shows and hides fields by their condition,
 * solves the captcha in the background and sends JSON. Kept free of zod and of the renderer's
 * other modules, so it stays small.
 */
import {
  checkSubmission,
  visibleFields,
  type FormField,
  type SubmissionIssue,
} from '@sitewerk/contracts/submission-check'

interface PublicFormAnswer {
  id: number
  schema: FormField[]
  captcha: boolean
}
interface Challenge {
  algorithm: string
  challenge: string
  maxnumber: number
  salt: string
  signature: string
}

const TEXTS = {
  de: {
    failed: 'Ein Fehler ist aufgetreten!',
    sending: 'Wird gesendet …',
    required: 'Dieses Feld ist erforderlich.',
    email: 'Bitte eine gültige E-Mail-Adresse angeben.',
    url: 'Bitte eine gültige URL angeben.',
    choice: 'Ungültige Auswahl.',
    format: 'Das Format ist ungültig.',
    invalid: 'Dieser Wert hat den falschen Typ.',
    characters: 'Enthält unzulässige Zeichen.',
    min: (n: number) => `Muss mindestens ${n} sein.`,
    max: (n: number) => `Darf höchstens ${n} sein.`,
    long: (n: number) => `Höchstens ${n} Zeichen.`,
  },
  en: {
    failed: 'An error occurred!',
    sending: 'Sending …',
    required: 'This field is required.',
    email: 'Please enter a valid e-mail address.',
    url: 'Please enter a valid URL.',
    choice: 'Invalid choice.',
    format: 'The format is invalid.',
    invalid: 'This value has the wrong type.',
    characters: 'Contains characters that are not allowed.',
    min: (n: number) => `Must be at least ${n}.`,
    max: (n: number) => `May be at most ${n}.`,
    long: (n: number) => `At most ${n} characters.`,
  },
}
type Texts = (typeof TEXTS)['de']

const text: Texts = document.documentElement.lang.startsWith('en') ? TEXTS.en : TEXTS.de

/** The words for a check's issue, as the server would say them. */
function messageOf(issue: SubmissionIssue, field: FormField | undefined, value: unknown): string {
  const n = issue.minimum ?? issue.maximum ?? 0
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined || value === null || value === '' ? text.required : text.invalid
    case 'too_small':
      return issue.origin === 'number' ? text.min(n) : text.required
    case 'too_big':
      return issue.origin === 'number' ? text.max(n) : text.long(n)
    case 'invalid_format':
      return issue.format === 'email'
        ? text.email
        : issue.message === 'url'
          ? text.url
          : text.format
    case 'invalid_value':
      return field?.$formkit === 'checkbox' && !field.options?.length ? text.required : text.choice
    default:
      return issue.message === 'invalid_characters' ? text.characters : text.format
  }
}

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('')

/** Finds the captcha's number (proof of work) off the visitor's way, while they type. */
async function solveCaptcha(formId: string): Promise<string | null> {
  try {
    const res = await fetch(`/form/${formId}/challenge`, {
      headers: { accept: 'application/json' },
    })
    if (!res.ok) return null
    const c = (await res.json()) as Challenge
    const encoder = new TextEncoder()
    for (let number = 0; number <= c.maxnumber; number++) {
      const digest = await crypto.subtle.digest('SHA-256', encoder.encode(c.salt + number))
      if (hex(digest) === c.challenge) {
        const { algorithm, challenge, salt, signature } = c
        return btoa(JSON.stringify({ algorithm, challenge, number, salt, signature }))
      }
    }
  } catch {
    // No captcha: the server refuses the submit and the visitor sees the failure note.
  }
  return null
}

async function enhance(form: HTMLFormElement) {
  const formId = form.dataset.swForm!
  const status = form.querySelector<HTMLElement>('.sw-form__status')!
  const submit = form.querySelector<HTMLButtonElement>('.sw-form__submit')
  let fields: FormField[]
  let needsCaptcha = false
  try {
    const res = await fetch(`/form/${formId}`, { headers: { accept: 'application/json' } })
    if (!res.ok) return
    const answer = (await res.json()) as PublicFormAnswer
    fields = answer.schema
    needsCaptcha = answer.captcha
  } catch {
    // Without the form's fields the plain POST still works.
    return
  }
  form.noValidate = true
  let captcha = needsCaptcha ? solveCaptcha(formId) : null

  const wrapperOf = (name: string) =>
    form.querySelector<HTMLElement>(`[data-sw-field="${CSS.escape(name)}"]`)
  const controlsOf = (name: string) =>
    Array.from(form.elements).filter(
      (el): el is HTMLInputElement => (el as HTMLInputElement).name === name,
    )

  function valueOf(field: FormField): unknown {
    const controls = controlsOf(field.name)
    if (field.$formkit === 'checkbox' && field.options?.length)
      return controls.filter((c) => c.checked).map((c) => c.value)
    if (field.$formkit === 'checkbox') return controls[0]?.checked ?? false
    if (field.$formkit === 'radio') return controls.find((c) => c.checked)?.value ?? ''
    const value = controls[0]?.value ?? ''
    if ((field.$formkit === 'number' || field.$formkit === 'range') && value !== '')
      return Number(value)
    return value
  }
  const values = () => Object.fromEntries(fields.map((f) => [f.name, valueOf(f)]))

  /** Shows the fields whose condition holds; a hidden one is disabled, so it is neither sent nor checked. */
  function applyConditions() {
    const shown = new Set(visibleFields(fields, values()).map((f) => f.name))
    for (const field of fields) {
      const hidden = !shown.has(field.name)
      const wrapper = wrapperOf(field.name)
      if (wrapper) wrapper.hidden = hidden
      const groupOfBoxes = field.$formkit === 'checkbox' && field.options?.length
      for (const control of controlsOf(field.name)) {
        control.disabled = hidden
        if (!groupOfBoxes) control.required = Boolean(field.required) && !hidden
      }
    }
  }

  function showError(field: FormField, message: string) {
    const error = wrapperOf(field.name)?.querySelector('.sw-form__error')
    if (error) error.textContent = message
    for (const control of controlsOf(field.name))
      if (message) control.setAttribute('aria-invalid', 'true')
      else control.removeAttribute('aria-invalid')
  }

  /** Shows each field's first issue at the field; returns the fields with one, in form order. */
  function showIssues(issues: { name: string; message: string }[]): FormField[] {
    const byName = new Map<string, string>()
    for (const { name, message } of issues) if (!byName.has(name)) byName.set(name, message)
    for (const field of fields) showError(field, byName.get(field.name) ?? '')
    return fields.filter((f) => byName.has(f.name))
  }

  const check = () => {
    const data = values()
    const result = checkSubmission(fields, data)
    const issues = result.issues.map((issue) => {
      const name = String(issue.path[0] ?? '')
      const field = fields.find((f) => f.name === name)
      return { name, message: messageOf(issue, field, data[name]) }
    })
    return { data: result.data, issues }
  }

  const focusFirst = (invalid: FormField[]) => {
    const first = invalid[0] && controlsOf(invalid[0].name).find((c) => !c.disabled)
    first?.focus()
  }

  const setState = (state: 'submitted' | 'failed' | null, message: string) => {
    if (state) form.dataset.swState = state
    else delete form.dataset.swState
    status.textContent = message
  }

  form.addEventListener('input', (event) => {
    applyConditions()
    if (form.dataset.swState === 'submitted') setState(null, '')
    // A field that shows an error is checked again as the visitor corrects it.
    const name = (event.target as HTMLInputElement).name
    const field = fields.find((f) => f.name === name)
    if (field && controlsOf(name).some((c) => c.getAttribute('aria-invalid'))) {
      const issue = check().issues.find((i) => i.name === name)
      showError(field, issue?.message ?? '')
    }
  })
  form.addEventListener('change', applyConditions)
  form.addEventListener('reset', () => setTimeout(applyConditions))

  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    const { data, issues } = check()
    const invalid = showIssues(issues)
    if (invalid.length) {
      setState(null, '')
      focusFirst(invalid)
      return
    }
    if (submit) submit.disabled = true
    setState(null, text.sending)
    try {
      const honeypot = (form.elements.namedItem('sw:hp') as HTMLInputElement | null)?.value
      const altcha = captcha ? ((await captcha) ?? undefined) : undefined
      const res = await fetch(`/form/submit/${formId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ data, altcha, honeypot: honeypot || undefined }),
      })
      // A captcha solution counts once: the next submit needs a new one.
      if (needsCaptcha) captcha = solveCaptcha(formId)
      const answer = (await res.json().catch(() => ({}))) as {
        message?: string
        errors?: Record<string, string[]>
      }
      if (res.ok) {
        form.reset()
        showIssues([])
        setState('submitted', answer.message ?? '')
      } else if (res.status === 422 && answer.errors) {
        const atFields = Object.entries(answer.errors).flatMap(([key, messages]) =>
          key.startsWith('data.') ? [{ name: key.slice(5), message: messages[0] ?? '' }] : [],
        )
        const invalid = showIssues(atFields)
        setState(invalid.length ? null : 'failed', invalid.length ? '' : text.failed)
        focusFirst(invalid)
      } else setState('failed', text.failed)
    } catch {
      setState('failed', text.failed)
    } finally {
      if (submit) submit.disabled = false
    }
  })
  applyConditions()
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-sw-form]'))
  void enhance(form)
