import { escapeHtml, HONEYPOT_NAME } from '@sitewerk/renderer'
import type { FormField } from '@sitewerk/contracts'

/** The captcha solution's name in a plain POST (the island sends it as `altcha` in JSON). */
export const ALTCHA_NAME = 'sw:altcha'

/**
 * A form's fields as a browser without the island posts them (`application/x-www-form-urlencoded`):
 * names and texts only, until the form's schema says what each one is (decision 024).
 */
export class EncodedFields {
  constructor(readonly pairs: readonly (readonly [string, string])[]) {}

  /**
   * The values as the island would send them: ticked boxes as true or as the list of their
   * options, numbers as numbers, an unticked box as false. Every other name keeps its text, so the
   * check refuses it by name; a name sent twice for one value becomes a list, which it refuses too.
   * The object has no prototype: `__proto__` is a key like any other, never a setter.
   */
  toData(fields: readonly FormField[]): Record<string, unknown> {
    const sent: Record<string, string[]> = Object.create(null)
    for (const [name, value] of this.pairs) (sent[name] ??= []).push(value)
    const data: Record<string, unknown> = Object.create(null)
    for (const [name, values] of Object.entries(sent))
      data[name] = values.length === 1 ? values[0] : values
    for (const field of fields) {
      const values = sent[field.name]
      if (field.$formkit === 'checkbox')
        data[field.name] = field.options?.length ? (values ?? []) : values !== undefined
      else if ((field.$formkit === 'number' || field.$formkit === 'range') && values?.length === 1)
        data[field.name] = values[0] === '' ? '' : Number(values[0])
    }
    return data
  }
}

/** What a plain POST sends: the fields, the honeypot and the captcha solution under their names. */
export function parseFormEncoded(body: string) {
  const pairs: [string, string][] = []
  let honeypot: string | undefined
  let altcha: string | undefined
  for (const [name, value] of new URLSearchParams(body)) {
    if (name === HONEYPOT_NAME) honeypot = value
    else if (name === ALTCHA_NAME) altcha = value
    else pairs.push([name, value])
  }
  return {
    data: new EncodedFields(pairs),
    ...(honeypot ? { honeypot } : {}),
    ...(altcha ? { altcha } : {}),
  }
}

const TEXTS = {
  de: { failed: 'Ein Fehler ist aufgetreten!', back: 'Zurück zur Seite' },
  en: { failed: 'An error occurred!', back: 'Back to the page' },
}

/**
 * The small page a plain POST is answered with, in the site's language: the server's note and a
 * link back, or the errors by field label. `back` is a path on the site's own host.
 */
export function formAnswerPage({
  language,
  title,
  message,
  errors = [],
  back,
}: {
  language: 'de' | 'en'
  title: string
  message?: string
  errors?: { label: string; messages: string[] }[]
  back: string
}): string {
  const text = TEXTS[language]
  const heading = message ?? text.failed
  const list = errors.length
    ? `<ul>${errors
        .map(
          (e) =>
            `<li>${e.label ? `<strong>${escapeHtml(e.label)}:</strong> ` : ''}${escapeHtml(e.messages.join(' '))}</li>`,
        )
        .join('')}</ul>`
    : ''
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(heading)} | ${escapeHtml(title)}</title>` +
    `<style>body{font-family:system-ui,sans-serif;line-height:1.5;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#111}` +
    `a{color:#8a0049}a:focus-visible{outline:3px solid currentColor;outline-offset:3px}</style></head>` +
    `<body><main><h1>${escapeHtml(heading)}</h1>${list}` +
    `<p><a href="${escapeHtml(back)}">${text.back}</a></p></main></body></html>`
  )
}
