import { PublishSchedule, type CreateScheduleBody } from '@sitewerk/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { useInvalidatePublishing } from './use-invalidate-publishing'

/** POST sites/{id}/schedules: plan a publish of a page or of the site (replaces one planned). */
export function createSchedule({ siteId, body }: { siteId: number; body: CreateScheduleBody }) {
  return api.post(`sites/${siteId}/schedules`, { body, schema: PublishSchedule })
}

export function useCreateSchedule() {
  return useMutation({ mutationFn: createSchedule, onSuccess: useInvalidatePublishing() })
}
