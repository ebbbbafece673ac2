import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'

export type UserRow = typeof users.$inferSelect

export function createUsersRepository(db: Db) {
  return {
    findById: async (id: number) =>
      (await db.query.users.findFirst({ where: eq(users.id, id) })) ?? null,
    findByEmail: async (email: string) =>
      (await db.query.users.findFirst({ where: eq(users.email, email.toLowerCase()) })) ?? null,
    insert: async (values: typeof users.$inferInsert) => {
      const [row] = await db.insert(users).values(values).returning()
      return row!
    },
    /** null when the address is taken, also by a registration running in parallel. */
    insertIfEmailFree: async (values: typeof users.$inferInsert) => {
      const [row] = await db
        .insert(users)
        .values(values)
        .onConflictDoNothing({ target: users.email })
        .returning()
      return row ?? null
    },
    update: async (id: number, changes: Partial<typeof users.$inferInsert>) => {
      const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning()
      return row ?? null
    },
    count: async () => await db.$count(users),
  }
}

export type UsersRepository = ReturnType<typeof createUsersRepository>
