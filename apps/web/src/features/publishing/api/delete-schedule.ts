import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { useInvalidatePublishing } from './use-invalidate-publishing'

/** DELETE schedules/{id}: cancel a planned publish. */
export function deleteSchedule(id: number) {
  return api.delete(`schedules/${id}`)
}

export function useDeleteSchedule() {
  return useMutation({ mutationFn: deleteSchedule, onSuccess: useInvalidatePublishing() })
}
