import type { Database, Db } from '../db/client.ts'
import { organizations } from '../db/schema/index.ts'
import { hashPassword, randomToken } from '../lib/tokens.ts'
import { createOrganizationsRepository } from '../modules/organizations/repository.ts'
import { toAuthUser } from '../modules/users/mappers.ts'
import { createUsersRepository } from '../modules/users/repository.ts'
import { drawDemoPhotos } from './demo-photos.ts'
import { grantPlan } from './grant-plan.ts'
import { seedDemoSite, type DemoMedia } from './demo-site.ts'

export interface DemoLogin {
  role: 'superuser' | 'user'
  email: string
  password: string
}

export interface DemoSeed {
  /** Logins created now, with their passwords; users that existed already are not among them. */
  logins: DemoLogin[]
  siteUrl: string
}

const DEMO_USERS = [
  { role: 'superuser', name: 'Sitewerk Admin', email: 'admin@sitewerk.localhost' },
  { role: 'user', name: 'Demo Nutzerin', email: 'demo@sitewerk.localhost' },
] as const

/** The demo user, new with a generated password, or as it is when the address exists. */
async function demoUser(db: Db, spec: (typeof DEMO_USERS)[number], logins: DemoLogin[]) {
  const users = createUsersRepository(db)
  const existing = await users.findByEmail(spec.email)
  if (existing) return existing
  const password = randomToken(12)
  const row = await users.insert({
    name: spec.name,
    email: spec.email,
    passwordHash: await hashPassword(password),
    superuser: spec.role === 'superuser',
    emailVerifiedAt: new Date(),
  })
  logins.push({ role: spec.role, email: spec.email, password })
  return row
}

/**
 * Seeds the demo into a database without organisations: a superuser, a user, the user's
 * organisation 'Demo GmbH' and its site at `demo` (seed/demo-site.ts). Demo users whose e-mail
 * exists already (a superuser made with the CLI, say) are kept as they are. Passwords are
 * generated per installation and shown once. The organisation has the Business plan. Needs the
 * starter components and the catalogue.
 */
export async function seedDemo(
  database: Database,
  { appUrl, sitesDomain, media }: { appUrl: string; sitesDomain: string; media: DemoMedia },
): Promise<DemoSeed | null> {
  if ((await database.db.$count(organizations)) > 0) return null
  const photos = await drawDemoPhotos()
  return database.db.transaction(async (transaction) => {
    const db = transaction as unknown as Db
    const logins: DemoLogin[] = []
    await demoUser(db, DEMO_USERS[0], logins)
    const owner = await demoUser(db, DEMO_USERS[1], logins)
    const organization = await createOrganizationsRepository(db).createWithOwner({
      title: 'Demo GmbH',
      apiKey: randomToken(24),
      userId: owner.id,
    })
    // The demo shows every feature: custom domains, own fonts, more sites (decision 029).
    await grantPlan(db, organization.id, 'business')
    const siteUrl = await seedDemoSite(db, {
      owner: toAuthUser(owner),
      organizationId: organization.id,
      appUrl,
      sitesDomain,
      year: new Date().getFullYear(),
      photos,
      media,
    })
    return { logins, siteUrl }
  })
}

export function formatDemoLogins({ logins, siteUrl }: DemoSeed, appUrl: string): string {
  const lines = [
    ...(logins.length
      ? [
          'Demo seeded. These passwords are shown only now:',
          ...logins.map((l) => `  ${l.role.padEnd(9)}  ${l.email.padEnd(26)}  ${l.password}`),
        ]
      : ['Demo seeded for the users that existed already.']),
    `Log in at ${appUrl}/login`,
    `Demo site at ${siteUrl}/`,
  ]
  const width = Math.max(...lines.map((l) => l.length))
  const rule = `+${'-'.repeat(width + 2)}+`
  return [rule, ...lines.map((l) => `| ${l.padEnd(width)} |`), rule].join('\n')
}
