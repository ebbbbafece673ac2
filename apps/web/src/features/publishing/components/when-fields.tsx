import { Group, Radio, Stack, Text, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { WallTime } from '../utils/zoned-time'
import { useOrganizationTimeZone } from '../../../api/queries/get-organization-settings'

/** Publish at once, or at a wall time in the organisation's zone. */
export type When = { mode: 'now' | 'later' } & WallTime

export const PUBLISH_NOW: When = { mode: 'now', date: '', time: '' }

/** 'Jetzt veröffentlichen' or 'Planen' with a date and a time (decision 027: the org's zone). */
export function WhenFields({
  value,
  onChange,
  error,
}: {
  value: When
  onChange: (value: When) => void
  /** The server's or the form's word on run_at. */
  error?: string
}) {
  const { t } = useTranslation()
  const timeZone = useOrganizationTimeZone()
  return (
    <Stack gap="xs">
      <Radio.Group
        label={t('publishing.when.label')}
        value={value.mode}
        onChange={(mode) => onChange({ ...value, mode: mode as When['mode'] })}
      >
        <Group mt={4}>
          <Radio value="now" label={t('publishing.when.now')} />
          <Radio value="later" label={t('publishing.when.later')} />
        </Group>
      </Radio.Group>
      {value.mode === 'later' && (
        <>
          <Group grow align="flex-start">
            <TextInput
              type="date"
              label={t('publishing.when.date')}
              value={value.date}
              onChange={(event) => onChange({ ...value, date: event.currentTarget.value })}
              error={error}
              required
            />
            <TextInput
              type="time"
              label={t('publishing.when.time')}
              value={value.time}
              onChange={(event) => onChange({ ...value, time: event.currentTarget.value })}
              required
            />
          </Group>
          <Text size="xs" c="dimmed">
            {t('publishing.when.zone', { zone: timeZone })}
          </Text>
        </>
      )}
    </Stack>
  )
}
