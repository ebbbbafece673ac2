import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../test/build-test-app.ts'
import { createOrganizationsRepository } from '../modules/organizations/repository.ts'
import { createUsersRepository } from '../modules/users/repository.ts'
import { verifyPassword } from '../lib/tokens.ts'
import { formatDemoLogins, seedDemo } from './demo.ts'

describe('demo seed', () => {
  it('creates a superuser, a user and the user’s organisation on an empty database, once', async () => {
    const testApp = await buildTestApp()
    const logins = await seedDemo(testApp.database)
    expect(logins?.map((l) => l.role)).toEqual(['superuser', 'user'])
    expect(await seedDemo(testApp.database)).toBeNull()

    const repo = createUsersRepository(testApp.database.db)
    const demo = await repo.findByEmail(logins![1]!.email)
    expect(await verifyPassword(logins![1]!.password, demo!.passwordHash)).toBe(true)
    expect((await repo.findByEmail(logins![0]!.email))?.superuser).toBe(true)

    const organizations = await createOrganizationsRepository(testApp.database.db).listForUser(
      demo!.id,
    )
    expect(organizations).toEqual([expect.objectContaining({ title: 'Demo GmbH', role: 'owner' })])
  })

  it('generates different passwords per installation and prints them in a box', async () => {
    const [a, b] = [await buildTestApp(), await buildTestApp()]
    const [first, second] = [await seedDemo(a.database), await seedDemo(b.database)]
    expect(first![0]!.password).not.toBe(second![0]!.password)
    const box = formatDemoLogins(first!, 'http://localhost:3000')
    expect(box).toContain(first![0]!.password)
    expect(box).toContain('http://localhost:3000/login')
  })
})
