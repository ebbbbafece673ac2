import { TestUserState } from '@sitewerk/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { reloadAs } from '../reload-as'

/** POST superuser/test-user: the superuser's session shows user `userId` from now on. */
export function startTestUser(userId: number) {
  return api.post('superuser/test-user', { body: { user_id: userId }, schema: TestUserState })
}

/** Starts and lands in the person's /backend/user. */
export function useStartTestUser() {
  return useMutation({
    mutationFn: startTestUser,
    onSuccess: () => reloadAs('/backend/user'),
  })
}
