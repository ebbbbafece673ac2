import { asc, eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { mailOutbox } from '../db/schema/index.ts'

/** The mails the outbox holds for `to`, oldest first: the test's inbox. */
export async function mailsTo(database: Database, to: string) {
  return database.db.query.mailOutbox.findMany({
    where: eq(mailOutbox.to, to),
    orderBy: [asc(mailOutbox.id)],
  })
}

/** The single-use token of the link in a mail's text. */
export function tokenOf(mail: { text: string }): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0]
  const token = link ? new URL(link).searchParams.get('token') : null
  if (!token) throw new Error(`no token link in mail:\n${mail.text}`)
  return token
}
