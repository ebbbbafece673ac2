import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { mailOutbox } from '../../db/schema/index.ts'

export type OutboxRow = typeof mailOutbox.$inferSelect

/** How many outbox mails one listing returns at most (newest first). */
const LIST_LIMIT = 100

export function createOutboxRepository(db: Db) {
  return {
    insert: async (values: typeof mailOutbox.$inferInsert) => {
      await db.insert(mailOutbox).values(values)
    },
    list: ({ to }: { to?: string }) =>
      db.query.mailOutbox.findMany({
        where: to === undefined ? undefined : eq(mailOutbox.to, to),
        orderBy: [desc(mailOutbox.createdAt), desc(mailOutbox.id)],
        limit: LIST_LIMIT,
      }),
  }
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>
