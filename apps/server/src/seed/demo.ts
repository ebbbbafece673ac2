import type { Database } from '../db/client.ts'
import { organizationUser, organizations, users } from '../db/schema/index.ts'
import { hashPassword, randomToken } from '../lib/tokens.ts'

export interface DemoLogin {
  role: 'superuser' | 'user'
  email: string
  password: string
}

/**
 * Seeds a demo into an empty database: a superuser, a normal user and the user's organisation.
 * Passwords are generated per installation and shown once; a database with any user is left alone.
 */
export async function seedDemo(database: Database): Promise<DemoLogin[] | null> {
  const { db } = database
  if ((await db.$count(users)) > 0) return null
  const logins: DemoLogin[] = [
    { role: 'superuser', email: 'admin@sitewerk.localhost', password: randomToken(12) },
    { role: 'user', email: 'demo@sitewerk.localhost', password: randomToken(12) },
  ]
  const now = new Date()
  await db.transaction(async (tx) => {
    const [, demo] = await tx
      .insert(users)
      .values([
        {
          name: 'Sitewerk Admin',
          email: logins[0]!.email,
          passwordHash: await hashPassword(logins[0]!.password),
          superuser: true,
          emailVerifiedAt: now,
        },
        {
          name: 'Demo Nutzerin',
          email: logins[1]!.email,
          passwordHash: await hashPassword(logins[1]!.password),
          emailVerifiedAt: now,
        },
      ])
      .returning()
    const [organization] = await tx
      .insert(organizations)
      .values({ title: 'Demo GmbH', apiKey: randomToken(24) })
      .returning()
    await tx
      .insert(organizationUser)
      .values({ organizationId: organization!.id, userId: demo!.id, role: 'owner' })
  })
  return logins
}

export function formatDemoLogins(logins: DemoLogin[], appUrl: string): string {
  const lines = [
    'Demo seeded. These passwords are shown only now:',
    ...logins.map((l) => `  ${l.role.padEnd(9)}  ${l.email.padEnd(26)}  ${l.password}`),
    `Log in at ${appUrl}/login`,
  ]
  const width = Math.max(...lines.map((l) => l.length))
  const rule = `+${'-'.repeat(width + 2)}+`
  return [rule, ...lines.map((l) => `| ${l.padEnd(width)} |`), rule].join('\n')
}
