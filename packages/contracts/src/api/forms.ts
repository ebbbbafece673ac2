import { z } from 'zod'
import { FormField, PUBLIC_FORM_FIELD_TYPES, type FieldType } from '../schema-form/field.ts'
import {
  checkSubmission,
  PUBLIC_FORM_MAX_FIELDS,
  RESERVED_NAMES,
} from '../schema-form/submission-check.ts'
import { DbDateTime, Email, Id, IdParam, RawText, Text } from '../primitives.ts'

const PUBLIC_TYPES = new Set<FieldType>(PUBLIC_FORM_FIELD_TYPES)

export { PUBLIC_FORM_MAX_FIELDS }

/**
 * spec §3: a public form's fields, of the public types only, with names usable as data keys; a
 * field shown only under a condition names another field of the form.
 */
export const PublicFormSchema = z
  .array(FormField)
  .max(PUBLIC_FORM_MAX_FIELDS)
  .superRefine((fields, ctx) => {
    fields.forEach((field, index) => {
      if (!PUBLIC_TYPES.has(field.$formkit))
        ctx.addIssue({ code: 'custom', message: 'form_field_type', path: [index, '$formkit'] })
      if (RESERVED_NAMES.has(field.name))
        ctx.addIssue({ code: 'custom', message: 'reserved_name', path: [index, 'name'] })
    })
    const seen = new Set<string>()
    fields.forEach((field, index) => {
      if (seen.has(field.name))
        ctx.addIssue({ code: 'custom', message: 'duplicate', path: [index, 'name'] })
      seen.add(field.name)
    })
    fields.forEach((field, index) => {
      const by = field.showIf?.name
      if (by !== undefined && (by === field.name || !seen.has(by)))
        ctx.addIssue({ code: 'custom', message: 'show_if_field', path: [index, 'showIf', 'name'] })
    })
  })

/** spec §3 Form as the back office sees it. */
export const Form = z.object({
  id: Id,
  site_id: Id,
  title: z.string(),
  schema: z.array(FormField),
  saveToDatabase: z.boolean(),
  sendMailExtern: z.boolean(),
  mailKeyExtern: z.string().nullable(),
  subjectExtern: z.string().nullable(),
  mailTemplateBeforeExtern: z.string().nullable(),
  mailTemplateAfterExtern: z.string().nullable(),
  sendMailIntern: z.boolean(),
  mailsIntern: z.array(z.string()),
  subjectIntern: z.string().nullable(),
  mailTemplateBeforeIntern: z.string().nullable(),
  mailTemplateAfterIntern: z.string().nullable(),
  form_entries_count: z.number().int().nonnegative(),
  /** Entries older than this many days are deleted (GDPR); null keeps them. */
  retention_days: z.number().int().positive().nullable(),
  /** Each stored submission is posted here, signed with HMAC-SHA256 under `webhook_secret`. */
  webhook_url: z.string().nullable(),
  /** Made by the server when a webhook URL is first set; the receiver checks signatures with it. */
  webhook_secret: z.string().nullable(),
  created_at: DbDateTime,
  updated_at: DbDateTime,
})
export type Form = z.infer<typeof Form>

const MailText = RawText(20_000).nullable()

/** The longest a form may keep its entries: ten years. */
export const FORM_RETENTION_MAX_DAYS = 3650

/** A webhook goes to an https address (http only to a local receiver in development and tests). */
export const WebhookUrl = z.url({ protocol: /^https?$/ }).max(2000)

/** POST forms and PUT forms/{id}: the whole form; PUT may leave out what it keeps. */
export const FormBody = z.strictObject({
  site_id: Id,
  title: Text(255).min(1),
  schema: PublicFormSchema.default([]),
  saveToDatabase: z.boolean().default(true),
  sendMailExtern: z.boolean().default(false),
  mailKeyExtern: RawText(64).nullable().default(null),
  subjectExtern: Text(255).nullable().default(null),
  mailTemplateBeforeExtern: MailText.default(null),
  mailTemplateAfterExtern: MailText.default(null),
  sendMailIntern: z.boolean().default(false),
  mailsIntern: z.array(Email).max(20).default([]),
  subjectIntern: Text(255).nullable().default(null),
  mailTemplateBeforeIntern: MailText.default(null),
  mailTemplateAfterIntern: MailText.default(null),
  retention_days: z.number().int().min(1).max(FORM_RETENTION_MAX_DAYS).nullable().default(null),
  webhook_url: WebhookUrl.nullable().default(null),
})
export type FormBody = z.input<typeof FormBody>

export const FormListQuery = z.object({ site_id: IdParam.optional() })

/** GET /form/{formId}: only what a visitor's browser needs to show and check the form. */
export const PublicForm = z.object({
  id: Id,
  title: z.string(),
  schema: z.array(FormField),
  /** Whether a submit needs a solved captcha (the organisation's captcha is on). */
  captcha: z.boolean(),
})
export type PublicForm = z.infer<typeof PublicForm>

/** spec §3 Form entry. */
export const FormEntry = z.object({
  id: Id,
  form_id: Id,
  entry_number: z.number().int().positive(),
  data: z.record(z.string(), z.unknown()),
  created_at: DbDateTime,
})
export type FormEntry = z.infer<typeof FormEntry>

export const FORM_ENTRIES_PER_PAGE = 25

export const FormEntriesQuery = z.object({
  /** Finds entries whose number or any value contains this text (case-insensitive). */
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(FORM_ENTRIES_PER_PAGE),
})

/** GET forms/{id}/entries: one page, newest first. */
export const FormEntriesPage = z.object({
  data: z.array(FormEntry),
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
})
export type FormEntriesPage = z.infer<typeof FormEntriesPage>

export const FormEntryParams = z.object({ id: IdParam, entryId: IdParam })
export const FormIdParams = z.object({ formId: IdParam })

/**
 * POST /form/submit/{formId}: the visitor's values, checked against the form by
 * buildSubmissionSchema; `altcha` is the solved captcha (base64 JSON) when the form needs one;
 * `honeypot` is a field people never see and never fill in.
 */
export const FormSubmitBody = z.object({
  data: z.unknown(),
  altcha: z.string().max(8192).optional(),
  honeypot: z.string().max(10_000).optional(),
})

/** The answer to a stored (or, without saveToDatabase, accepted) submission. */
export const FormSubmitResult = z.object({
  message: z.string(),
  entry_number: z.number().int().positive().nullable(),
})
export type FormSubmitResult = z.infer<typeof FormSubmitResult>

/**
 * The validator of a visitor's submission to a form with `fields`, used by the server; the public
 * form's island runs the same `checkSubmission` without zod (decision 024): each shown field's
 * rules, hidden fields dropped, no key the form does not have, none that reaches a prototype.
 * More keys than a public form can have are refused before any is looked at.
 */
export function buildSubmissionSchema(fields: readonly FormField[]) {
  const publicFields = fields.filter(
    (f) => PUBLIC_TYPES.has(f.$formkit) && !RESERVED_NAMES.has(f.name),
  )
  return z.unknown().transform((value, ctx) => {
    const { data, issues } = checkSubmission(publicFields, value)
    // Every issue brings its own message: zod's wording is never shown (the server words them).
    for (const issue of issues)
      ctx.addIssue({ ...issue, message: issue.message ?? issue.code, input: value } as never)
    return data
  })
}
