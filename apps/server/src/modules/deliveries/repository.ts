import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { formEntries, forms, jobs, sites } from '../../db/schema/index.ts'
import type { TenantScope } from '../../lib/tenant-scope.ts'

/** A form and an entry as the forms module stores them; deliveries read both tables. */
export type FormRow = typeof forms.$inferSelect
export type EntryRow = typeof formEntries.$inferSelect

/** How many deliveries one listing returns at most (newest first). */
const LIST_LIMIT = 100

/** A form's jobs (its mails and webhook calls), always narrowed to the organisation. */
export function createDeliveriesRepository(db: Db) {
  const ofForm = (organizationId: number, formId: number) =>
    and(eq(jobs.organizationId, organizationId), eq(jobs.formId, formId))

  return {
    hasForm: async ({ organizationId }: TenantScope, formId: number) =>
      (
        await db
          .select({ id: forms.id })
          .from(forms)
          .where(and(eq(forms.organizationId, organizationId), eq(forms.id, formId)))
          .limit(1)
      ).length > 0,
    listOfForm: ({ organizationId }: TenantScope, formId: number, state?: string) =>
      db
        .select()
        .from(jobs)
        .where(
          and(
            ofForm(organizationId, formId),
            state === undefined ? undefined : eq(jobs.state, state),
          ),
        )
        .orderBy(desc(jobs.createdAt), desc(jobs.id))
        .limit(LIST_LIMIT),
    listOfEntry: ({ organizationId }: TenantScope, formId: number, entryId: number) =>
      db
        .select()
        .from(jobs)
        .where(and(ofForm(organizationId, formId), eq(jobs.formEntryId, entryId)))
        .orderBy(desc(jobs.createdAt), desc(jobs.id)),
    findEntry: async ({ organizationId }: TenantScope, formId: number, entryId: number) =>
      (
        await db
          .select()
          .from(formEntries)
          .where(
            and(
              eq(formEntries.organizationId, organizationId),
              eq(formEntries.formId, formId),
              eq(formEntries.id, entryId),
            ),
          )
          .limit(1)
      )[0] ?? null,
    find: async ({ organizationId }: TenantScope, formId: number, id: number) =>
      (
        await db
          .select()
          .from(jobs)
          .where(and(ofForm(organizationId, formId), eq(jobs.id, id)))
          .limit(1)
      )[0] ?? null,
    /** A failed job back to the queue, due now, with all its attempts again. */
    requeue: async ({ organizationId }: TenantScope, formId: number, id: number, now: Date) =>
      (
        await db
          .update(jobs)
          .set({ state: 'queued', attempts: 0, runAt: now, finishedAt: null, updatedAt: now })
          .where(and(ofForm(organizationId, formId), eq(jobs.id, id), eq(jobs.state, 'failed')))
          .returning()
      )[0] ?? null,
    /** What a job needs when it runs: its form as it is now, the form's site, and its entry. */
    async jobContext(job: { formId: number | null; formEntryId: number | null }) {
      if (job.formId === null) return null
      const [found] = await db
        .select({ form: forms, siteTitle: sites.title, siteSettings: sites.settings })
        .from(forms)
        .innerJoin(sites, eq(sites.id, forms.siteId))
        .where(eq(forms.id, job.formId))
        .limit(1)
      if (!found) return null
      const entry =
        job.formEntryId === null
          ? null
          : ((
              await db
                .select()
                .from(formEntries)
                .where(eq(formEntries.id, job.formEntryId))
                .limit(1)
            )[0] ?? null)
      return { ...found, entry }
    },
  }
}

export type DeliveriesRepository = ReturnType<typeof createDeliveriesRepository>
