import type { FormField, Locale } from '@sitewerk/contracts'
import { createLiquidEngine, DEFAULT_LIMITS } from '@sitewerk/renderer'
import { PermanentJobError } from '../../lib/job-queue.ts'
import { createTranslator, type Translate } from '../../lib/i18n/translate.ts'
import { escapeHtml } from '../mail/index.ts'
import type { Mail } from '../mail/mailer.ts'

export type MailAudience = 'intern' | 'extern'

/** The form's mail settings as stored (templates are the owner's plain text with Liquid). */
export interface MailForm {
  id: number
  title: string
  schema: FormField[]
  updatedAt: Date
  subjectIntern: string | null
  mailTemplateBeforeIntern: string | null
  mailTemplateAfterIntern: string | null
  subjectExtern: string | null
  mailTemplateBeforeExtern: string | null
  mailTemplateAfterExtern: string | null
}

export interface FormMailInput {
  audience: MailAudience
  to: string
  form: MailForm
  site: { title: string; locale: Locale }
  entry: { number: number | null; createdAt: Date; data: Record<string, unknown> }
}

// Dates in mails are read by people in the German-speaking region the product is made for.
const TIME_ZONE = 'Europe/Berlin'

/** A field's value as a person reads it: option labels, yes/no, lists joined. */
function formatValue(field: FormField, value: unknown, t: Translate): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'boolean') return t(value ? 'form_mail.yes' : 'form_mail.no')
  const labelOf = (v: unknown) =>
    field.options?.find((o) => o.value === String(v))?.label ?? String(v)
  if (Array.isArray(value)) return value.map(labelOf).join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  return labelOf(value)
}

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .filter((p) => p.trim())
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)

/**
 * Composes a form's mail when its job runs, so an owner who mends a broken template can send
 * the failed mails again. The owner's templates are plain text: rendered once without escaping
 * for the text part, and that text escaped as a whole for the HTML part, values included.
 */
export function createFormMailComposer() {
  // Unescaped output; the engine's limits bound a template's size, time and memory.
  const engine = createLiquidEngine(DEFAULT_LIMITS, undefined, { plainText: true })

  function render(
    form: MailForm,
    part: string,
    source: string | null,
    scope: object,
    label: string,
  ): string {
    if (!source?.trim()) return ''
    try {
      const templates = engine.parse(
        `form-mail:${form.id}:${form.updatedAt.getTime()}:${part}`,
        source,
      )
      return engine.render(templates, scope).trim()
    } catch (err) {
      throw new PermanentJobError(
        `The ${label} does not work: ${err instanceof Error ? err.message : String(err)}`,
      )
    }
  }

  return {
    compose({ audience, to, form, site, entry }: FormMailInput): Mail {
      const t = createTranslator(site.locale)
      const createdAt = new Intl.DateTimeFormat(site.locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: TIME_ZONE,
      }).format(entry.createdAt)
      const scope = {
        form: { title: form.title },
        entry: { number: entry.number, created_at: createdAt },
        data: { ...entry.data },
        site: { title: site.title },
      }
      const suffix = audience === 'intern' ? 'Intern' : 'Extern'
      const subjectSource = form[`subject${suffix}`]
      const subject = subjectSource?.trim()
        ? render(form, `subject-${audience}`, subjectSource, scope, 'subject').replace(/\s+/g, ' ')
        : t(`form_mail.subject_${audience}`, { form: form.title, site: site.title })
      const before = render(
        form,
        `before-${audience}`,
        form[`mailTemplateBefore${suffix}`],
        scope,
        'text before the fields',
      )
      const after = render(
        form,
        `after-${audience}`,
        form[`mailTemplateAfter${suffix}`],
        scope,
        'text after the fields',
      )
      const rows = form.schema.map((field) => ({
        label: field.label?.trim() || field.name,
        value: formatValue(field, entry.data[field.name], t),
      }))
      const text = [before, rows.map((r) => `${r.label}: ${r.value}`).join('\n'), after]
        .filter(Boolean)
        .join('\n\n')
      const table = rows.map(
        (r) =>
          `<tr><th align="left" valign="top">${escapeHtml(r.label)}</th><td>${escapeHtml(r.value).replace(/\n/g, '<br>')}</td></tr>`,
      )
      const html = [
        ...paragraphs(before),
        `<table cellpadding="4">${table.join('')}</table>`,
        ...paragraphs(after),
      ].join('\n')
      return { to, subject: subject || form.title, text: `${text}\n`, html }
    },
  }
}

export type FormMailComposer = ReturnType<typeof createFormMailComposer>
