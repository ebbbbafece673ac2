import { and, asc, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { formEntries, forms } from '../../db/schema/index.ts'
import type { TenantScope } from '../../lib/tenant-scope.ts'

export type FormRow = typeof forms.$inferSelect
export type EntryRow = typeof formEntries.$inferSelect
export type FormValues = Omit<
  typeof forms.$inferInsert,
  'id' | 'organizationId' | 'nextEntryNumber' | 'createdAt' | 'updatedAt'
>

/** `q` as a LIKE pattern matching itself anywhere: its `%`, `_` and `\\` are escaped. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * An entry whose number or any value contains `q`, ignoring case. Values are looked at as text
 * one by one (a checkbox's list as its JSON), so a key's name never matches.
 */
function entryMatches(q: string | undefined): SQL | undefined {
  if (!q) return undefined
  const pattern = containsPattern(q)
  return sql`(${formEntries.entryNumber}::text like ${pattern} escape '\\' or exists (select 1 from jsonb_each_text(${formEntries.data}) v where v.value ilike ${pattern} escape '\\'))`
}

// Spelled out: inside a select, drizzle leaves column names unqualified, and `id` would then
// name the entry's own id.
const entriesCount = sql<number>`(select count(*)::int from "form_entries" e where e."form_id" = "forms"."id")`

/** Forms and their entries; every back office query takes the organisation. */
export function createFormsRepository(db: Db) {
  const withCount = { form: forms, entriesCount }
  return {
    list: ({ organizationId }: TenantScope, siteId?: number) =>
      db
        .select(withCount)
        .from(forms)
        .where(
          and(
            eq(forms.organizationId, organizationId),
            siteId === undefined ? undefined : eq(forms.siteId, siteId),
          ),
        )
        .orderBy(forms.title, forms.id),
    find: async ({ organizationId }: TenantScope, id: number) =>
      (
        await db
          .select(withCount)
          .from(forms)
          .where(and(eq(forms.organizationId, organizationId), eq(forms.id, id)))
          .limit(1)
      )[0] ?? null,
    /** A form by id, for the public routes; a site's host narrows it to that site's forms. */
    findPublic: async (id: number, site?: { organizationId: number; siteId: number }) =>
      (
        await db
          .select()
          .from(forms)
          .where(
            and(
              eq(forms.id, id),
              site && eq(forms.organizationId, site.organizationId),
              site && eq(forms.siteId, site.siteId),
            ),
          )
          .limit(1)
      )[0] ?? null,
    insert: async ({ organizationId }: TenantScope, values: FormValues) =>
      (
        await db
          .insert(forms)
          .values({ ...values, organizationId })
          .returning({ id: forms.id })
      )[0]!.id,
    update: async (
      { organizationId }: TenantScope,
      id: number,
      values: Partial<FormValues> & { updatedAt: Date },
    ) =>
      (
        await db
          .update(forms)
          .set(values)
          .where(and(eq(forms.organizationId, organizationId), eq(forms.id, id)))
          .returning({ id: forms.id })
      ).length > 0,
    delete: async ({ organizationId }: TenantScope, id: number) =>
      (
        await db
          .delete(forms)
          .where(and(eq(forms.organizationId, organizationId), eq(forms.id, id)))
          .returning({ id: forms.id })
      ).length > 0,

    /**
     * Takes a submission in one transaction: stores the entry with the form's next number when
     * the form saves to the database, then lets `after` add its rows (the mails) in the same
     * transaction. The number is taken by the UPDATE: its row lock makes concurrent submits wait
     * for each other, and a failed insert rolls the counter back with it, so numbers have neither
     * gaps nor repeats. Null when the form is gone.
     */
    storeSubmission: (
      form: Pick<FormRow, 'id' | 'organizationId' | 'saveToDatabase'>,
      data: Record<string, unknown>,
      after: (tx: Db, entry: EntryRow | null) => Promise<void>,
    ) =>
      db.transaction(async (tx) => {
        let entry: EntryRow | null = null
        if (form.saveToDatabase) {
          const [taken] = await tx
            .update(forms)
            .set({ nextEntryNumber: sql`${forms.nextEntryNumber} + 1` })
            .where(eq(forms.id, form.id))
            .returning({ entryNumber: sql<number>`${forms.nextEntryNumber} - 1` })
          if (!taken) return null
          const [inserted] = await tx
            .insert(formEntries)
            .values({
              organizationId: form.organizationId,
              formId: form.id,
              entryNumber: taken.entryNumber,
              data,
            })
            .returning()
          entry = inserted!
        }
        await after(tx as unknown as Db, entry)
        return { entry }
      }),
    /** One page of a form's entries, newest first; `q` narrows them (entryMatches). */
    entries: async (
      { organizationId }: TenantScope,
      formId: number,
      { limit, offset, q }: { limit: number; offset: number; q?: string },
    ) => {
      const where = and(
        eq(formEntries.organizationId, organizationId),
        eq(formEntries.formId, formId),
        entryMatches(q),
      )
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(formEntries)
          .where(where)
          .orderBy(desc(formEntries.entryNumber))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(formEntries).where(where),
      ])
      return { rows, total: total?.total ?? 0 }
    },
    /** All of a form's entries matching `q`, oldest first, for the CSV export. */
    allEntries: ({ organizationId }: TenantScope, formId: number, q?: string) =>
      db
        .select()
        .from(formEntries)
        .where(
          and(
            eq(formEntries.organizationId, organizationId),
            eq(formEntries.formId, formId),
            entryMatches(q),
          ),
        )
        .orderBy(asc(formEntries.entryNumber)),
    /**
     * Deletes the entries that are older than their form's retention_days at `now` (GDPR); forms
     * without retention keep theirs. Returns how many went.
     */
    purgeExpiredEntries: async (now: Date) => {
      const expired = db
        .select({ id: formEntries.id })
        .from(formEntries)
        .innerJoin(forms, eq(forms.id, formEntries.formId))
        .where(
          lt(
            formEntries.createdAt,
            sql`${now.toISOString()}::timestamptz - make_interval(days => ${forms.retentionDays})`,
          ),
        )
      return (
        await db
          .delete(formEntries)
          .where(inArray(formEntries.id, expired))
          .returning({ id: formEntries.id })
      ).length
    },
    deleteEntry: async ({ organizationId }: TenantScope, formId: number, entryId: number) =>
      (
        await db
          .delete(formEntries)
          .where(
            and(
              eq(formEntries.organizationId, organizationId),
              eq(formEntries.formId, formId),
              eq(formEntries.id, entryId),
            ),
          )
          .returning({ id: formEntries.id })
      ).length > 0,
  }
}
export type FormsRepository = ReturnType<typeof createFormsRepository>
