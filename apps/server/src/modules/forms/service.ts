import {
  buildSubmissionSchema,
  toDbDateTime,
  type Form,
  type FormEntriesPage,
  type FormEntry,
  type CaptchaVerifyResult,
  type FormSubmitResult,
  type PublicForm,
} from '@sitewerk/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type { FormBody } from '@sitewerk/contracts'
import type { Clock } from '../../lib/clock.ts'
import { NotFoundError, TooManyRequestsError, ValidationError } from '../../lib/errors.ts'
import type { Limit, RateLimiter } from '../../lib/rate-limiter.ts'
import { requireOrganization, type RequestContext } from '../../lib/request-context.ts'
import { scopeOf } from '../../lib/tenant-scope.ts'
import { randomToken } from '../../lib/tokens.ts'
import type { DeliveriesService } from '../deliveries/service.ts'
import type { WebhookAddressProblem } from '../deliveries/webhook.ts'
import { issuesToFieldErrors } from '../../lib/i18n/validation-messages.ts'
import type { Db } from '../../db/client.ts'
import type { EntryRow, FormRow, FormsRepository } from './repository.ts'
import { csvFileName, entriesCsv } from './csv.ts'
import { EncodedFields } from './form-encoded.ts'

type ParsedBody = z.output<typeof FormBody>

export interface FormsServiceDeps {
  repo: FormsRepository
  clock: Clock
  /** Whether the site is one of the organisation's: a form lives on a site of its own tenant. */
  hasSite: (organizationId: number, siteId: number) => Promise<boolean>
  /** A submission's mails and webhook call, enqueued with its entry (decision 022). */
  deliveries: Pick<DeliveriesService, 'enqueueForSubmission' | 'wake'>
  /** Why a webhook may not go to this address (this machine, a private network, no such name). */
  webhookUrlProblem: (url: string) => Promise<WebhookAddressProblem | null>
  /** Whether the request's user may act in the organisation: a form's preview in the back office. */
  mayAccess: (ctx: RequestContext, organizationId: number) => Promise<boolean>
  /**
   * What follows an accepted submission (the back office's notification), in its transaction;
   * `entry` is null when the form does not store entries.
   */
  onAccepted: (accepted: { form: FormRow; entry: EntryRow | null }, tx?: Db) => Promise<void>
  /** The organisation's captcha (captcha module): whether it is on, and spending a solution. */
  captcha: {
    isEnabled: (organizationId: number) => Promise<boolean>
    verify: (organizationId: number, payload: string) => Promise<CaptchaVerifyResult>
  }
  limiter: Pick<RateLimiter, 'hit'>
  /** Submits per client and form, on top of the API limit per client. */
  submitLimit: Limit
  log: FastifyBaseLogger
  /** A form's site draws it on its pages: their rendered copies must go when the form changes. */
  onSiteChanged: (siteId: number) => void
  /** The language of a site (its settings): a plain POST is answered in it. */
  languageOf: (organizationId: number, siteId: number) => Promise<'de' | 'en'>
}

/**
 * The site whose host a public form is asked on; undefined on the back-office host, where the
 * form's organisation's members see it (their preview) and nobody else.
 */
export type PublicFormSite = { organizationId: number; siteId: number } | undefined

/** What a submit brings besides its values (decision 025). */
export interface SubmitGuards {
  /** The solved captcha, base64 JSON from the widget. */
  altcha?: string | undefined
  /** The field people never see: filled in, the submit is a bot's. */
  honeypot?: string | undefined
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
/** A form body as the forms table's columns. */
export const toFormColumns = ({
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
  deliveries,
  webhookUrlProblem,
  mayAccess,
  onAccepted,
  captcha,
  limiter,
  submitLimit,
  log,
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
    const webhookProblem = body.webhook_url && (await webhookUrlProblem(body.webhook_url))
    if (webhookProblem) errors.webhook_url = [ctx.t(`deliveries.webhook_${webhookProblem}`)]
    if (Object.keys(errors).length) throw new ValidationError(ctx.t('validation.invalid'), errors)
  }

  /**
   * A form as its public routes may show it: on a site's host the site's own forms; on the back
   * office only to members of its organisation, so nobody lists or fills in forms by counting ids.
   */
  async function visibleForm(ctx: RequestContext, formId: number, site: PublicFormSite) {
    if (!site && !ctx.user) throw new NotFoundError()
    const form = await repo.findPublic(formId, site)
    if (!form || (!site && !(await mayAccess(ctx, form.organizationId)))) throw new NotFoundError()
    return form
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
      const id = await repo.insert(
        { organizationId },
        { ...toFormColumns(body), webhookSecret: body.webhook_url ? randomToken() : null },
      )
      onSiteChanged(body.site_id)
      return load(organizationId, id)
    },
    async update(ctx: RequestContext, id: number, body: ParsedBody): Promise<Form> {
      const organizationId = requireOrganization(ctx).id
      const found = await repo.find({ organizationId }, id)
      if (!found) throw new NotFoundError()
      await checkBody(ctx, organizationId, body)
      // The receiver keeps checking with the secret it has when only the address moves.
      const webhookSecret = found.form.webhookSecret ?? (body.webhook_url ? randomToken() : null)
      const values = { ...toFormColumns(body), webhookSecret, updatedAt: clock.now() }
      if (!(await repo.update({ organizationId }, id, values))) throw new NotFoundError()
      onSiteChanged(found.form.siteId)
      if (body.site_id !== found.form.siteId) onSiteChanged(body.site_id)
      return load(organizationId, id)
    },
    /** POST /api/forms/{id}/webhook-secret: a new secret; the old one signs nothing from now on. */
    async rotateWebhookSecret(ctx: RequestContext, id: number): Promise<Form> {
      const organizationId = requireOrganization(ctx).id
      const found = await repo.find({ organizationId }, id)
      if (!found) throw new NotFoundError()
      if (!found.form.webhookUrl)
        throw new ValidationError(ctx.t('validation.invalid'), {
          webhook_url: [ctx.t('validation.required')],
        })
      await repo.update({ organizationId }, id, {
        webhookSecret: randomToken(),
        updatedAt: clock.now(),
      })
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
      { page, per_page: perPage, q }: { page: number; per_page: number; q?: string },
    ): Promise<FormEntriesPage> {
      const organizationId = requireOrganization(ctx).id
      if (!(await repo.find({ organizationId }, id))) throw new NotFoundError()
      const { rows, total } = await repo.entries({ organizationId }, id, {
        limit: perPage,
        offset: (page - 1) * perPage,
        q,
      })
      return {
        data: rows.map(presentEntry),
        current_page: page,
        per_page: perPage,
        total,
        last_page: Math.max(1, Math.ceil(total / perPage)),
      }
    },
    /** GET forms/{id}/entries/csv: the entries matching `q` as a CSV file (csv.ts). */
    async entriesCsv(ctx: RequestContext, id: number, q?: string) {
      const organizationId = requireOrganization(ctx).id
      const found = await repo.find({ organizationId }, id)
      if (!found) throw new NotFoundError()
      const entries = await repo.allEntries({ organizationId }, id, q)
      return {
        fileName: csvFileName(found.form.title, ctx.t),
        body: entriesCsv(found.form.schema, entries, ctx),
      }
    },
    /** Deletes entries past their form's retention_days (GDPR); the periodic runner calls it. */
    purgeExpiredEntries: (now: Date) => repo.purgeExpiredEntries(now),
    async deleteEntry(ctx: RequestContext, id: number, entryId: number) {
      if (!(await repo.deleteEntry(scopeOf(ctx), id, entryId))) throw new NotFoundError()
    },

    /** The organisation of a public form (its captcha); 404 where the form is not shown. */
    organizationOfPublicForm: async (ctx: RequestContext, formId: number, site: PublicFormSite) =>
      (await visibleForm(ctx, formId, site)).organizationId,

    /** GET /form/{formId} on the form's own site's host, or a member's preview on the back office. */
    async publicForm(
      ctx: RequestContext,
      formId: number,
      site: PublicFormSite,
    ): Promise<PublicForm> {
      const form = await visibleForm(ctx, formId, site)
      return {
        id: form.id,
        title: form.title,
        schema: form.schema,
        captcha: await captcha.isEnabled(form.organizationId),
      }
    },

    /** What the answer page of a plain POST needs: the form's title, fields and site language. */
    async answerContext(ctx: RequestContext, formId: number, site: PublicFormSite) {
      const form = await visibleForm(ctx, formId, site)
      const language = await languageOf(form.organizationId, form.siteId)
      return { title: form.title, schema: form.schema, language }
    },

    /**
     * POST /form/submit/{formId}: checks the values against the form's own fields and stores
     * them with the next entry number when the form saves to the database. Guarded by a limit
     * per client and form, the organisation's captcha and a honeypot (decision 025).
     */
    async submit(
      ctx: RequestContext,
      formId: number,
      data: unknown,
      site: PublicFormSite,
      { altcha, honeypot }: SubmitGuards = {},
    ): Promise<{ stored: boolean; result: FormSubmitResult }> {
      const hit = await limiter.hit(`form-submit:${ctx.ip}:${formId}`, submitLimit)
      if (!hit.allowed)
        throw new TooManyRequestsError(hit.retryAfterSeconds, ctx.t('forms.too_many_submits'))
      const form = await visibleForm(ctx, formId, site)
      const values = data instanceof EncodedFields ? data.toData(form.schema) : data
      const parsed = buildSubmissionSchema(form.schema).safeParse(values)
      const captchaOn = await captcha.isEnabled(form.organizationId)
      const errors = parsed.success
        ? {}
        : issuesToFieldErrors(
            parsed.error.issues.map((i) => ({ ...i, path: ['data', ...i.path] })) as never,
            ctx.t,
            { data: values },
          )
      if (captchaOn && !altcha) errors.altcha = [ctx.t('forms.captcha_required')]
      if (!parsed.success || errors.altcha)
        throw new ValidationError(ctx.t('validation.invalid'), errors)
      // Spent only once the values are fine, so a visitor who corrects a field keeps the solution.
      if (captchaOn) {
        const check = await captcha.verify(form.organizationId, altcha!)
        if (!check.verified)
          throw new ValidationError(ctx.t('validation.invalid'), {
            altcha: [ctx.t(`forms.captcha_${check.reason ?? 'invalid'}`)],
          })
      }
      const message = ctx.t('forms.submitted')
      // A bot gets the answer a person would, so it learns nothing; nothing is kept or sent.
      if (honeypot) {
        log.warn({ formId: form.id }, 'form submit with a filled honeypot dropped as spam')
        return { stored: form.saveToDatabase, result: { message, entry_number: null } }
      }
      const createdAt = clock.now()
      const taken = await repo.storeSubmission(form, parsed.data, async (tx, entry) => {
        await deliveries.enqueueForSubmission(tx, {
          form,
          entry,
          data: parsed.data,
          createdAt,
          mayCopySender: captchaOn,
        })
        await onAccepted({ form, entry }, tx)
      })
      if (!taken) throw new NotFoundError()
      deliveries.wake()
      if (!taken.entry) return { stored: false, result: { message, entry_number: null } }
      return { stored: true, result: { message, entry_number: taken.entry.entryNumber } }
    },
  }
}
export type FormsService = ReturnType<typeof createFormsService>
