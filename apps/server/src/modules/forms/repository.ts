import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { formEntries, forms } from '../../db/schema/index.ts'

export type FormRow = typeof forms.$inferSelect
export type FormEntryRow = typeof formEntries.$inferSelect
export type FormValues = Omit<
  typeof forms.$inferInsert,
  'id' | 'organizationId' | 'nextEntryNumber' | 'createdAt' | 'updatedAt'
>
type Scope = { organizationId: number }

// Spelled out: inside a select, drizzle leaves column names unqualified, and `id` would then
// name the entry's own id.
const entriesCount = sql<number>`(select count(*)::int from "form_entries" e where e."form_id" = "forms"."id")`

/** Forms and their entries; every back office query takes the organisation. */
export function createFormsRepository(db: Db) {
  const withCount = { form: forms, entriesCount }
  return {
    list: ({ organizationId }: Scope, siteId?: number) =>
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
    find: async ({ organizationId }: Scope, id: number) =>
      (
        await db
          .select(withCount)
          .from(forms)
          .where(and(eq(forms.organizationId, organizationId), eq(forms.id, id)))
          .limit(1)
      )[0] ?? null,
    /** A form by id alone, for the public routes (a site host narrows it to its organisation). */
    findPublic: async (id: number, organizationId?: number) =>
      (
        await db
          .select()
          .from(forms)
          .where(
            and(
              eq(forms.id, id),
              organizationId === undefined ? undefined : eq(forms.organizationId, organizationId),
            ),
          )
          .limit(1)
      )[0] ?? null,
    insert: async ({ organizationId }: Scope, values: FormValues) =>
      (
        await db
          .insert(forms)
          .values({ ...values, organizationId })
          .returning({ id: forms.id })
      )[0]!.id,
    update: async (
      { organizationId }: Scope,
      id: number,
      values: FormValues & { updatedAt: Date },
    ) =>
      (
        await db
          .update(forms)
          .set(values)
          .where(and(eq(forms.organizationId, organizationId), eq(forms.id, id)))
          .returning({ id: forms.id })
      ).length > 0,
    delete: async ({ organizationId }: Scope, id: number) =>
      (
        await db
          .delete(forms)
          .where(and(eq(forms.organizationId, organizationId), eq(forms.id, id)))
          .returning({ id: forms.id })
      ).length > 0,

    /**
     * Stores an entry with the form's next number. The number is taken by the UPDATE inside the
     * transaction: its row lock makes concurrent submits wait for each other, and a failed insert
     * rolls the counter back with it, so numbers have neither gaps nor repeats. `alongside` writes
     * what belongs to the entry in the same transaction: the entry and it are stored together or not.
     */
    insertEntry: (
      form: Pick<FormRow, 'id' | 'organizationId'>,
      data: Record<string, unknown>,
      alongside: (tx: Db, entry: FormEntryRow) => Promise<void>,
    ) =>
      db.transaction(async (tx) => {
        const [taken] = await tx
          .update(forms)
          .set({ nextEntryNumber: sql`${forms.nextEntryNumber} + 1` })
          .where(eq(forms.id, form.id))
          .returning({ entryNumber: sql<number>`${forms.nextEntryNumber} - 1` })
        if (!taken) return null
        const [entry] = await tx
          .insert(formEntries)
          .values({
            organizationId: form.organizationId,
            formId: form.id,
            entryNumber: taken.entryNumber,
            data,
          })
          .returning()
        await alongside(tx as unknown as Db, entry!)
        return entry!
      }),
    /** One page of a form's entries, newest first. */
    entries: async (
      { organizationId }: Scope,
      formId: number,
      { limit, offset }: { limit: number; offset: number },
    ) => {
      const where = and(
        eq(formEntries.organizationId, organizationId),
        eq(formEntries.formId, formId),
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
    deleteEntry: async ({ organizationId }: Scope, formId: number, entryId: number) =>
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
