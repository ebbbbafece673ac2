import { randomBytes } from 'node:crypto'
import type { Database } from '../db/client.ts'
import { users } from '../db/schema/index.ts'
import { hashPassword } from '../lib/tokens.ts'
import type { TestClient } from './build-test-app.ts'

export const TEST_PASSWORD = 'correct horse battery'

export async function createUser(
  database: Database,
  {
    name = 'Erika Muster',
    email,
    verified = true,
    superuser = false,
    password = TEST_PASSWORD,
  } = {} as {
    name?: string
    email?: string
    verified?: boolean
    superuser?: boolean
    password?: string
  },
) {
  const [row] = await database.db
    .insert(users)
    .values({
      name,
      email: (email ?? `user-${randomBytes(4).toString('hex')}@example.test`).toLowerCase(),
      passwordHash: await hashPassword(password),
      emailVerifiedAt: verified ? new Date() : null,
      superuser,
    })
    .returning()
  return { ...row!, password }
}

/** Signs the client in through the API, as the SPA does. */
export async function signIn(client: TestClient, user: { email: string; password: string }) {
  const res = await client.post('/api/login', { email: user.email, password: user.password })
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`)
  return res
}
