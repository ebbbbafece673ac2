import {
  DELIVERY_KINDS,
  Email,
  toDbDateTime,
  type DeliveryKind,
  type FormDelivery,
  type FormEntryDetail,
  type JobState,
} from '@sitewerk/contracts'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { ConflictError, NotFoundError } from '../../lib/errors.ts'
import { PermanentJobError, type JobQueue, type JobRow, type NewJob } from '../../lib/job-queue.ts'
import { requireOrganization, type RequestContext } from '../../lib/request-context.ts'
import { isLocale } from '../../lib/i18n/translate.ts'
import type { Mailer, MailRoute } from '../mail/mailer.ts'
import type { FormMailComposer, MailAudience } from './form-mail.ts'
import type { DeliveriesRepository, EntryRow, FormRow } from './repository.ts'
import type { WebhookSender } from './webhook.ts'

/**
 * What a job keeps of its submission. `data` and `createdAt` only for a form that does not store
 * its entries; a stored entry is read when the job runs, so a deleted entry sends nothing.
 */
interface DeliveryPayload {
  /** The mail's recipient or the webhook's address, as the back office lists it. */
  to: string
  data?: Record<string, unknown>
  createdAt?: string
}

export interface Submission {
  form: FormRow
  /** The stored entry; null when the form does not save to the database. */
  entry: EntryRow | null
  data: Record<string, unknown>
  createdAt: Date
  /**
   * Whether the copy to the visitor (sendMailExtern) may go out: only behind a solved captcha,
   * else anyone could send a mail of the site's to any address by filling in the form.
   */
  mayCopySender: boolean
}

export interface DeliveriesServiceDeps {
  repo: DeliveriesRepository
  queue: Pick<JobQueue, 'enqueue' | 'wake' | 'handle'>
  mailer: Pick<Mailer, 'deliver'>
  composer: FormMailComposer
  webhooks: WebhookSender
  clock: Clock
}

const present = (job: JobRow): FormDelivery => ({
  id: job.id,
  form_id: job.formId!,
  form_entry_id: job.formEntryId,
  kind: job.kind as DeliveryKind,
  to: String((job.payload as unknown as DeliveryPayload).to ?? ''),
  state: job.state as JobState,
  attempts: job.attempts,
  max_attempts: job.maxAttempts,
  last_error: job.lastError,
  run_at: toDbDateTime(job.runAt),
  finished_at: job.finishedAt ? toDbDateTime(job.finishedAt) : null,
  created_at: toDbDateTime(job.createdAt),
  via: job.state === 'done' && isMailRoute(job.outcome) ? job.outcome : null,
})

const isMailRoute = (outcome: string | null): outcome is MailRoute =>
  outcome === 'smtp' || outcome === 'outbox'

/** A form submission's mails and webhook call through the job queue (decision 022). */
export function createDeliveriesService({
  repo,
  queue,
  mailer,
  composer,
  webhooks,
  clock,
}: DeliveriesServiceDeps) {
  async function contextOf(job: JobRow) {
    const context = await repo.jobContext(job)
    if (!context) throw new PermanentJobError('the form no longer exists')
    const payload = job.payload as unknown as DeliveryPayload
    const entry = context.entry
      ? {
          id: context.entry.id,
          number: context.entry.entryNumber,
          createdAt: context.entry.createdAt,
          data: context.entry.data,
        }
      : payload.data && payload.createdAt
        ? { id: null, number: null, createdAt: new Date(payload.createdAt), data: payload.data }
        : null
    if (!entry) throw new PermanentJobError('the entry was deleted before this went out')
    return { ...context, entry, payload }
  }

  const sendMail = (audience: MailAudience) => async (job: JobRow) => {
    const { form, siteTitle, siteSettings, entry, payload } = await contextOf(job)
    const language = siteSettings.language
    const mail = composer.compose({
      audience,
      to: payload.to,
      form,
      site: { title: siteTitle, locale: isLocale(language) ? language : 'de' },
      entry,
    })
    try {
      return await mailer.deliver(mail)
    } catch (err) {
      // SMTP's 5xx answers are final (no such mailbox, refused); 4xx and lost connections pass.
      const code = (err as { responseCode?: number }).responseCode
      if (code !== undefined && code >= 500)
        throw new PermanentJobError(`the mail server refused the mail: ${(err as Error).message}`)
      throw err
    }
  }
  queue.handle('mail-intern', sendMail('intern'))
  queue.handle('mail-extern', sendMail('extern'))
  queue.handle('webhook', async (job) => {
    const { form, entry } = await contextOf(job)
    if (!form.webhookUrl || !form.webhookSecret)
      throw new PermanentJobError('the form has no webhook any more')
    const body = JSON.stringify({
      form_id: form.id,
      form_title: form.title,
      entry_id: entry.id,
      entry_number: entry.number,
      data: entry.data,
      created_at: toDbDateTime(entry.createdAt),
    })
    await webhooks.post({ url: form.webhookUrl, secret: form.webhookSecret, body })
  })

  /** The organisation's scope once the form is its own; another tenant's form is not found. */
  async function scopedForm(ctx: RequestContext, formId: number) {
    const organizationId = requireOrganization(ctx).id
    if (!(await repo.hasForm({ organizationId }, formId))) throw new NotFoundError()
    return { organizationId }
  }

  return {
    /**
     * Enqueues a submission's mails and webhook call in `tx`, the transaction that stores its
     * entry, so both are there or neither is. Call `wake()` after the commit.
     */
    async enqueueForSubmission(
      tx: Db,
      { form, entry, data, createdAt, mayCopySender }: Submission,
    ) {
      const own = entry ? {} : { data, createdAt: createdAt.toISOString() }
      const job = (kind: DeliveryKind, to: string): NewJob => ({
        kind,
        organizationId: form.organizationId,
        formId: form.id,
        formEntryId: entry?.id ?? null,
        payload: { to, ...own } satisfies DeliveryPayload,
      })
      const planned: NewJob[] = []
      if (form.sendMailIntern) planned.push(...form.mailsIntern.map((to) => job('mail-intern', to)))
      const visitor = form.mailKeyExtern ? data[form.mailKeyExtern] : undefined
      if (form.sendMailExtern && mayCopySender && Email.safeParse(visitor).success)
        planned.push(job('mail-extern', visitor as string))
      if (entry && form.webhookUrl) planned.push(job('webhook', form.webhookUrl))
      await queue.enqueue(tx, planned)
    },
    wake: () => queue.wake(),

    /** GET /api/forms/{id}/entries/{entryId}: the entry with its deliveries. */
    async entryDetail(
      ctx: RequestContext,
      formId: number,
      entryId: number,
    ): Promise<FormEntryDetail> {
      const { organizationId } = await scopedForm(ctx, formId)
      const entry = await repo.findEntry({ organizationId }, formId, entryId)
      if (!entry) throw new NotFoundError()
      const deliveries = await repo.listOfEntry({ organizationId }, formId, entryId)
      return {
        id: entry.id,
        form_id: entry.formId,
        entry_number: entry.entryNumber,
        data: entry.data,
        created_at: toDbDateTime(entry.createdAt),
        deliveries: deliveries.filter(isDelivery).map(present),
      }
    },
    /** GET /api/forms/{id}/deliveries: newest first; 404 for another organisation's form. */
    async list(ctx: RequestContext, formId: number, state?: JobState): Promise<FormDelivery[]> {
      const { organizationId } = await scopedForm(ctx, formId)
      const rows = await repo.listOfForm({ organizationId }, formId, state)
      return rows.filter(isDelivery).map(present)
    },
    /** POST …/deliveries/{id}/retry: a failed delivery is due again now; 409 for any other. */
    async retry(ctx: RequestContext, formId: number, id: number): Promise<FormDelivery> {
      const { organizationId } = await scopedForm(ctx, formId)
      const found = await repo.find({ organizationId }, formId, id)
      if (!found || !isDelivery(found)) throw new NotFoundError()
      const requeued = await repo.requeue({ organizationId }, formId, id, clock.now())
      if (!requeued) throw new ConflictError(ctx.t('deliveries.not_failed'))
      queue.wake()
      return present(requeued)
    },
  }
}

const isDelivery = (job: JobRow) => (DELIVERY_KINDS as readonly string[]).includes(job.kind)

export type DeliveriesService = ReturnType<typeof createDeliveriesService>
