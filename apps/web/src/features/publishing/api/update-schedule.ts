import { PublishSchedule, type UpdateScheduleBody } from '@sitewerk/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { useInvalidatePublishing } from './use-invalidate-publishing'

/** PATCH schedules/{id}: move a planned publish. */
export function updateSchedule({ id, body }: { id: number; body: UpdateScheduleBody }) {
  return api.patch(`schedules/${id}`, { body, schema: PublishSchedule })
}

export function useUpdateSchedule() {
  return useMutation({ mutationFn: updateSchedule, onSuccess: useInvalidatePublishing() })
}
