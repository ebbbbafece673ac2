import { SuperuserUserDetail } from '@sitewerk/contracts'
import { api } from '../../../api/client'
import { useDetailMutation } from './use-detail-mutation'

/**
 * DELETE superuser/users/{id}/sessions, or …/sessions/{sessionId} for one: the person is signed
 * out there at once.
 */
export function endSessions(id: number, sessionId?: string) {
  const path = sessionId
    ? `superuser/users/${id}/sessions/${sessionId}`
    : `superuser/users/${id}/sessions`
  return api.delete(path, { schema: SuperuserUserDetail })
}

export function useEndSessions(id: number) {
  return useDetailMutation('user', id, (sessionId?: string) => endSessions(id, sessionId))
}
