import type { AuthUser } from '../../lib/request-context.ts'
import { defineModule } from '../../lib/modules.ts'
import { toAuthUser } from './mappers.ts'
import { createUsersRepository, type UsersRepository } from './repository.ts'

declare module '../../lib/modules.ts' {
  interface Ports {
    users: UsersRepository & {
      /** The signed-in person of a session; a disabled account signs nobody in (decision 032). */
      loadUser(id: number): Promise<AuthUser | null>
    }
  }
}

/** People's accounts, as the modules that sign them in and manage them read and write them. */
export const usersModule = defineModule({
  name: 'users',
  needs: [],
  async build({ db }) {
    const users = createUsersRepository(db)
    const loadUser = async (id: number) => {
      const row = await users.findById(id)
      return row && !row.disabledAt ? toAuthUser(row) : null
    }
    return { provides: { ...users, loadUser } }
  },
})
