import { notifications } from '@mantine/notifications'
import { type PublishSchedule } from '@sitewerk/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  fieldErrorsFromApiError,
  unmatchedErrorMessage,
  type FormErrors,
} from '../../../utils/form-errors'
import { useCreateSchedule } from '../api/create-schedule'
import { useUpdateSchedule } from '../api/update-schedule'
import { PUBLISH_NOW, type When } from '../components/when-fields'
import { wallTimeToUtc } from '../utils/zoned-time'
import { usePublishTime } from './use-publish-time'
import { useOrganizationTimeZone } from '../../../api/queries/get-organization-settings'

const FIELDS = ['note', 'run_at', 'page_ids']

/**
 * What the publish dialogs share: the note and when, publish now, or plan (a new schedule, or move
 * the one there is when the person chose to change it), with the server's field errors (spec §8)
 * at their fields. `form` goes to PublishForm as it is.
 */
export function usePublishAction({
  siteId,
  pageId,
  publishNow,
  onDone,
}: {
  siteId: number
  /** The page to plan; null plans the site. */
  pageId: number | null
  /** Answers the planned publishes it cancelled (issue 34, item 7). */
  publishNow: (note: string | undefined) => Promise<{ cancelled_schedules: PublishSchedule[] }>
  onDone: () => void
}) {
  const { t } = useTranslation()
  const timeZone = useOrganizationTimeZone()
  const { at } = usePublishTime()
  const create = useCreateSchedule()
  const update = useUpdateSchedule()
  const [note, setNote] = useState('')
  const [when, setWhen] = useState<When>(PUBLISH_NOW)
  const [isPending, setIsPending] = useState(false)
  const [errors, setErrors] = useState<FormErrors>({})
  const [formError, setFormError] = useState<string | null>(null)

  /** `schedule`: the planned publish being changed, if the person chose to change it. */
  async function submit(schedule: PublishSchedule | null) {
    setErrors({})
    setFormError(null)
    const body = { note: note.trim() || undefined }
    const runAt = when.mode === 'later' ? wallTimeToUtc(when, timeZone) : null
    if (when.mode === 'later' && !runAt) {
      setErrors({ run_at: t('publishing.when.missing') })
      return
    }
    setIsPending(true)
    try {
      if (!runAt) {
        const { cancelled_schedules: cancelled } = await publishNow(body.note)
        notifications.show({
          color: 'green',
          message: cancelled.length
            ? t('publishing.doneCancelled', {
                count: cancelled.length,
                time: at(cancelled[0]!.run_at),
              })
            : t('publishing.done'),
        })
      } else {
        await (schedule
          ? update.mutateAsync({ id: schedule.id, body: { ...body, run_at: runAt } })
          : create.mutateAsync({ siteId, body: { ...body, page_id: pageId, run_at: runAt } }))
        notifications.show({
          color: 'green',
          message: t('publishing.planned', { time: at(runAt) }),
        })
      }
      onDone()
    } catch (error) {
      setErrors(fieldErrorsFromApiError(error))
      setFormError(unmatchedErrorMessage(error, FIELDS))
    } finally {
      setIsPending(false)
    }
  }

  return {
    form: {
      note,
      onNoteChange: setNote,
      when,
      onWhenChange: setWhen,
      isPending,
      errors,
      formError,
    },
    submit,
  }
}
