import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { PublishSchedule } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '../../../api/client'
import { useDeleteSchedule } from '../api/delete-schedule'
import { usePublishTime } from '../hooks/use-publish-time'

/** A planned publish: what, when, by whom, with its note; to change or to cancel. */
export function ScheduleNotice({
  schedule,
  subject,
  onChange,
}: {
  schedule: PublishSchedule
  /** What is planned: the page's title or 'Website'. */
  subject: string
  onChange?: () => void
}) {
  const { t } = useTranslation()
  const { at } = usePublishTime()
  const remove = useDeleteSchedule()
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-label={subject}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} miw={0}>
          <Text size="sm" fw={500}>
            {t('publishing.schedule.plannedFor', { subject, time: at(schedule.run_at) })}
          </Text>
          {schedule.created_by && (
            <Text size="xs" c="dimmed">
              {t('publishing.schedule.by', { name: schedule.created_by.name })}
            </Text>
          )}
          {schedule.note && (
            <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
              {schedule.note}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {onChange && (
            <Button size="compact-sm" variant="light" onClick={onChange}>
              {t('publishing.schedule.change')}
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(schedule.id, {
                onSuccess: () =>
                  notifications.show({
                    color: 'green',
                    message: t('publishing.schedule.cancelled'),
                  }),
                onError: (error) =>
                  notifications.show({ color: 'red', message: getErrorMessage(error) }),
              })
            }
          >
            {t('publishing.schedule.cancel')}
          </Button>
        </Group>
      </Group>
    </Paper>
  )
}
