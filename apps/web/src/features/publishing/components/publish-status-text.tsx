import { Box, Group, Text } from '@mantine/core'
import type { PagePublishing } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { usePublishTime } from '../hooks/use-publish-time'
import { STATUS_COLOR } from './page-status-mark'

/** Where the page stands: 'Veröffentlicht', 'Unveröffentlichte Änderungen seit …', 'Nicht veröffentlicht'. */
export function PublishStatusText({ publishing }: { publishing: PagePublishing }) {
  const { t } = useTranslation()
  const { since } = usePublishTime()
  const { status, draft_changed_at: changedAt } = publishing
  const text =
    status === 'changed' && changedAt
      ? t('publishing.status.changedSince', { time: since(changedAt) })
      : t(`publishing.status.${status}`)
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      <Box
        aria-hidden="true"
        w={8}
        h={8}
        bg={STATUS_COLOR[status]}
        style={{ borderRadius: '50%', flexShrink: 0 }}
      />
      <Text size="sm" c="dimmed" truncate role="status" data-testid="publish-status">
        {text}
      </Text>
    </Group>
  )
}
