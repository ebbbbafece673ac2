import { TestUserState } from '@sitewerk/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { reloadAs } from '../reload-as'

/** DELETE superuser/test-user: the superuser's own call, never asked for (decision 033). */
export function endTestUser() {
  return api.delete('superuser/test-user', { schema: TestUserState, operatorCall: true })
}

/** Ends and returns the superuser, as themselves, to the test user's screen. */
export function useEndTestUser() {
  return useMutation({
    mutationFn: endTestUser,
    onSuccess: () => reloadAs('/puronectar/testUser'),
  })
}
