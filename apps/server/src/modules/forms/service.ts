import {
  buildSubmissionSchema,
  toDbDateTime,
  type Form,
  type FormEntriesPage,
  type FormEntry,
  type FormSubmitResult,
  type PublicForm,
} from '@sitewerk/contracts'
import type { z } from 'zod'
import type { FormBody } from '@sitewerk/contracts'
import type { Clock } from '../../lib/clock.ts'
import { NotFoundError, ValidationError } from '../../lib/errors.ts'
import { requireOrganization, type RequestContext } from '../../lib/request-context.ts'
import { issuesToFieldErrors } from '../i18n/validation-messages.ts'
import { EncodedFields } from './form-encoded.ts'
import type { FormRow, FormsRepository } from './repository.ts'

type ParsedBody = z.output<typeof FormBody>

export interface FormsServiceDeps {
  repo: FormsRepository
  clock: Clock
  /** Whether the site is one of the organisation's: a form lives on a site of its own tenant. */
  hasSite: (organizationId: number, siteId: number) => Promise<boolean>
  /** A form's site draws it on its pages: their rendered copies must go when the form changes. */
  onSiteChanged: (siteId: number) => void
  /** The language of a site (its settings): a plain POST is answered in it. */
  languageOf: (organizationId: number, siteId: number) => Promise<'de' | 'en'>
}

const present = (form: FormRow, entriesCount: number): Form => ({
  id: form.id,
  site_id: form.siteId,
  title: form.title,
  schema: form.schema,
  saveToDatabase: form.saveToDatabase,
  sendMailExtern: form.sendMailExtern,
  mailKeyExtern: form.mailKeyExtern,
  subjectExtern: form.subjectExtern,
  mailTemplateBeforeExtern: form.mailTemplateBeforeExtern,
  mailTemplateAfterExtern: form.mailTemplateAfterExtern,
  sendMailIntern: form.sendMailIntern,
  mailsIntern: form.mailsIntern,
  subjectIntern: form.subjectIntern,
  mailTemplateBeforeIntern: form.mailTemplateBeforeIntern,
  mailTemplateAfterIntern: form.mailTemplateAfterIntern,
  form_entries_count: entriesCount,
  retention_days: form.retentionDays,
  webhook_url: form.webhookUrl,
  webhook_secret: form.webhookSecret,
  created_at: toDbDateTime(form.createdAt),
  updated_at: toDbDateTime(form.updatedAt),
})

const presentEntry = (entry: {
  id: number
  formId: number
  entryNumber: number
  data: Record<string, unknown>
  createdAt: Date
}): FormEntry => ({
  id: entry.id,
  form_id: entry.formId,
  entry_number: entry.entryNumber,
  data: entry.data,
  created_at: toDbDateTime(entry.createdAt),
})

/** The body's snake_case names as the table's columns. */
const toColumns = ({
  site_id: siteId,
  retention_days: retentionDays,
  webhook_url: webhookUrl,
  ...rest
}: ParsedBody) => ({ ...rest, siteId, retentionDays, webhookUrl })

/** spec §2/§3/§7 forms: the back office's forms and entries, and a visitor's submission. */
export function createFormsService({
  repo,
  clock,
  hasSite,
  onSiteChanged,
  languageOf,
}: FormsServiceDeps) {
  /** Field errors for what the body contract cannot know: the site and the confirmation's field. */
  async function checkBody(ctx: RequestContext, organizationId: number, body: ParsedBody) {
    const errors: Record<string, string[]> = {}
    if (!(await hasSite(organizationId, body.site_id)))
      errors.site_id = [ctx.t('validation.choice')]
    const emailFields = new Set(
      body.schema.filter((f) => f.$formkit === 'email').map((f) => f.name),
    )
    if (body.mailKeyExtern !== null && !emailFields.has(body.mailKeyExtern))
      errors.mailKeyExtern = [ctx.t('validation.choice')]
    else if (body.sendMailExtern && body.mailKeyExtern === null)
      errors.mailKeyExtern = [ctx.t('validation.required')]
    if (Object.keys(errors).length) throw new ValidationError(ctx.t('validation.invalid'), errors)
  }

  async function load(organizationId: number, id: number) {
    const found = await repo.find({ organizationId }, id)
    if (!found) throw new NotFoundError()
    return present(found.form, found.entriesCount)
  }

  return {
    async list(ctx: RequestContext, siteId?: number): Promise<Form[]> {
      const organizationId = requireOrganization(ctx).id
      const rows = await repo.list({ organizationId }, siteId)
      return rows.map((r) => present(r.form, r.entriesCount))
    },
    get: (ctx: RequestContext, id: number) => load(requireOrganization(ctx).id, id),
    async create(ctx: RequestContext, body: ParsedBody): Promise<Form> {
      const organizationId = requireOrganization(ctx).id
      await checkBody(ctx, organizationId, body)
      const id = await repo.insert({ organizationId }, toColumns(body))
      onSiteChanged(body.site_id)
      return load(organizationId, id)
    },
    async update(ctx: RequestContext, id: number, body: ParsedBody): Promise<Form> {
      const organizationId = requireOrganization(ctx).id
      const before = await repo.find({ organizationId }, id)
      if (!before) throw new NotFoundError()
      await checkBody(ctx, organizationId, body)
      if (
        !(await repo.update({ organizationId }, id, { ...toColumns(body), updatedAt: clock.now() }))
      )
        throw new NotFoundError()
      onSiteChanged(before.form.siteId)
      if (body.site_id !== before.form.siteId) onSiteChanged(body.site_id)
      return load(organizationId, id)
    },
    async delete(ctx: RequestContext, id: number) {
      const organizationId = requireOrganization(ctx).id
      const found = await repo.find({ organizationId }, id)
      if (!found || !(await repo.delete({ organizationId }, id))) throw new NotFoundError()
      onSiteChanged(found.form.siteId)
    },
    async entries(
      ctx: RequestContext,
      id: number,
      { page, per_page: perPage }: { page: number; per_page: number },
    ): Promise<FormEntriesPage> {
      const organizationId = requireOrganization(ctx).id
      if (!(await repo.find({ organizationId }, id))) throw new NotFoundError()
      const { rows, total } = await repo.entries({ organizationId }, id, {
        limit: perPage,
        offset: (page - 1) * perPage,
      })
      return {
        data: rows.map(presentEntry),
        current_page: page,
        per_page: perPage,
        total,
        last_page: Math.max(1, Math.ceil(total / perPage)),
      }
    },
    async deleteEntry(ctx: RequestContext, id: number, entryId: number) {
      if (!(await repo.deleteEntry({ organizationId: requireOrganization(ctx).id }, id, entryId)))
        throw new NotFoundError()
    },

    /** GET /form/{formId}; `organizationId` narrows it to a site host's tenant. */
    async publicForm(formId: number, organizationId?: number): Promise<PublicForm> {
      const form = await repo.findPublic(formId, organizationId)
      if (!form) throw new NotFoundError()
      return { id: form.id, title: form.title, schema: form.schema, captcha: false }
    },

    /** What the answer page of a plain POST needs: the form's title, fields and site language. */
    async answerContext(formId: number, organizationId?: number) {
      const form = await repo.findPublic(formId, organizationId)
      if (!form) throw new NotFoundError()
      const language = await languageOf(form.organizationId, form.siteId)
      return { title: form.title, schema: form.schema, language }
    },

    /**
     * POST /form/submit/{formId}: checks the values against the form's own fields and stores
     * them with the next entry number when the form saves to the database.
     */
    async submit(
      ctx: RequestContext,
      formId: number,
      data: unknown,
      organizationId?: number,
    ): Promise<{ stored: boolean; result: FormSubmitResult }> {
      const form = await repo.findPublic(formId, organizationId)
      if (!form) throw new NotFoundError()
      const values = data instanceof EncodedFields ? data.toData(form.schema) : data
      const parsed = buildSubmissionSchema(form.schema).safeParse(values)
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => ({ ...i, path: ['data', ...i.path] }))
        throw new ValidationError(
          ctx.t('validation.invalid'),
          issuesToFieldErrors(issues as never, ctx.t, { data: values }),
        )
      }
      const message = ctx.t('forms.submitted')
      if (!form.saveToDatabase) return { stored: false, result: { message, entry_number: null } }
      const entry = await repo.insertEntry(form, parsed.data)
      if (!entry) throw new NotFoundError()
      return { stored: true, result: { message, entry_number: entry.entryNumber } }
    },
  }
}
export type FormsService = ReturnType<typeof createFormsService>
