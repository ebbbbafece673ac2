import { Alert, Modal, Text } from '@mantine/core'
import { type PagePublishing } from '@sitewerk/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePublishPage } from '../api/publish-page'
import { usePublishAction } from '../hooks/use-publish-action'
import { usePublishTime } from '../hooks/use-publish-time'
import { utcToWallTime } from '../utils/zoned-time'
import { PublishForm } from './publish-form'
import { ScheduleNotice } from './schedule-notice'
import { useOrganizationTimeZone } from '../../../api/queries/get-organization-settings'

/** 'Veröffentlichen' of one page: a note, now or planned; a planned publish to change or cancel. */
export function PagePublishDialog({
  siteId,
  pageTitle,
  publishing,
  hasUnsavedChanges,
  onClose,
}: {
  siteId: number
  pageTitle: string
  publishing: PagePublishing
  /** The editor holds changes not saved yet: they are not part of what is published. */
  hasUnsavedChanges: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  const timeZone = useOrganizationTimeZone()
  const { at } = usePublishTime()
  const publish = usePublishPage()
  const pageId = publishing.page_id
  const { schedule } = publishing
  const [isChanging, setIsChanging] = useState(false)
  const action = usePublishAction({
    siteId,
    pageId,
    publishNow: (text) => publish.mutateAsync({ pageId, body: { note: text } }),
    onDone: onClose,
  })
  return (
    <Modal opened onClose={onClose} title={t('publishing.page.title', { title: pageTitle })}>
      <PublishForm
        {...action.form}
        onCancel={onClose}
        onSubmit={() =>
          void action.submit(isChanging && action.form.when.mode === 'later' ? schedule : null)
        }
      >
        {hasUnsavedChanges && (
          <Alert color="orange" variant="light">
            {t('publishing.page.unsaved')}
          </Alert>
        )}
        {publishing.status === 'published' && (
          <Text size="sm">{t('publishing.page.noChanges')}</Text>
        )}
        {schedule && action.form.when.mode === 'now' && (
          <Text size="sm">{t('publishing.page.cancelsPlan', { time: at(schedule.run_at) })}</Text>
        )}
        {schedule && (
          <ScheduleNotice
            schedule={schedule}
            subject={pageTitle}
            onChange={() => {
              setIsChanging(true)
              action.form.onNoteChange(schedule.note ?? '')
              action.form.onWhenChange({
                mode: 'later',
                ...utcToWallTime(schedule.run_at, timeZone),
              })
            }}
          />
        )}
      </PublishForm>
    </Modal>
  )
}
