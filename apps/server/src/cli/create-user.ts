/**
 * Creates a (super)user from the command line, for a first admin on a fresh installation:
 *   npm run user:create -- --email a@b.de --name "Ada" --password "…" [--superuser]
 * Without --password a password is generated and printed once.
 */
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { Email, Password } from '@sitewerk/contracts'
import { loadConfig } from '../config.ts'
import { openDatabase } from '../db/open-database.ts'
import { hashPassword, randomToken } from '../lib/tokens.ts'
import { createUsersRepository } from '../modules/users/repository.ts'

const Args = z.object({
  email: z.string().trim().toLowerCase().pipe(Email),
  name: z.string().trim().min(1).max(120).default('Admin'),
  password: Password.optional(),
  superuser: z.boolean().default(false),
})

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      superuser: { type: 'boolean' },
    },
  })
  const args = Args.safeParse(values)
  if (!args.success) {
    console.error(args.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n'))
    process.exit(2)
  }
  const { email, name, superuser } = args.data
  const password = args.data.password ?? randomToken(12)
  const database = await openDatabase(loadConfig())
  try {
    const users = createUsersRepository(database.db)
    if (await users.findByEmail(email)) {
      console.error(`A user with the e-mail ${email} exists already.`)
      process.exitCode = 1
      return
    }
    await users.insert({
      email,
      name,
      superuser,
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
    })
    console.log(
      `Created ${superuser ? 'superuser' : 'user'} ${email}${args.data.password ? '' : ` with password ${password}`}`,
    )
  } finally {
    await database.close()
  }
}

void main()
