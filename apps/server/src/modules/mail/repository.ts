import { count, desc, eq, ilike, or } from 'drizzle-orm'
import type { SuperuserOutboxQuery } from '@sitewerk/contracts'
import type { Db } from '../../db/client.ts'
import { mailOutbox } from '../../db/schema/index.ts'
import { containsPattern, pageOf } from '../superuser/index.ts'

export type OutboxRow = typeof mailOutbox.$inferSelect
export type OutboxValues = typeof mailOutbox.$inferInsert

/** How many outbox mails one listing returns at most (newest first). */
const LIST_LIMIT = 100

const newestFirst = [desc(mailOutbox.createdAt), desc(mailOutbox.id)]

export function createOutboxRepository(db: Db) {
  return {
    insert: async (values: OutboxValues) => {
      await db.insert(mailOutbox).values(values)
    },

    /** Inserts the mail and runs `write` in the same transaction: both are kept or neither. */
    insertWith: (values: OutboxValues, write: (tx: Db) => Promise<void>) =>
      db.transaction(async (tx) => {
        await tx.insert(mailOutbox).values(values)
        await write(tx as unknown as Db)
      }),

    list: ({ to }: { to?: string }) =>
      db.query.mailOutbox.findMany({
        where: to === undefined ? undefined : eq(mailOutbox.to, to),
        orderBy: newestFirst,
        limit: LIST_LIMIT,
      }),

    /** A page of the mails whose recipient or subject contains `search` (literally). */
    async page({ search, page }: SuperuserOutboxQuery) {
      const pattern = containsPattern(search)
      const where = search
        ? or(ilike(mailOutbox.to, pattern), ilike(mailOutbox.subject, pattern))
        : undefined
      const [{ total }] = (await db.select({ total: count() }).from(mailOutbox).where(where)) as [
        { total: number },
      ]
      const { offset, limit, page: pageWith } = pageOf(page, total)
      const rows = await db
        .select({
          id: mailOutbox.id,
          to: mailOutbox.to,
          subject: mailOutbox.subject,
          createdAt: mailOutbox.createdAt,
        })
        .from(mailOutbox)
        .where(where)
        .orderBy(...newestFirst)
        .offset(offset)
        .limit(limit)
      return pageWith(rows)
    },

    findById: async (id: number) =>
      (await db.query.mailOutbox.findFirst({ where: eq(mailOutbox.id, id) })) ?? null,
  }
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>
