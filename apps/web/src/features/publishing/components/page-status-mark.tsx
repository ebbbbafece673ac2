import { Badge, Group, Text } from '@mantine/core'
import type { PagePublishStatus, SitePublishingPage } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { usePublishTime } from '../hooks/use-publish-time'

/** The colour of each status; always beside its words, never alone. */
export const STATUS_COLOR: Record<PagePublishStatus, string> = {
  published: 'green.7',
  changed: 'orange.7',
  unpublished: 'gray.6',
}

/** The badges' colours: shade 9 (gray 7), where white text keeps at least 4.5:1. */
const STATUS_BADGE_COLOR: Record<PagePublishStatus, string> = {
  published: 'teal.9',
  changed: 'grape.9',
  unpublished: 'gray.7',
}

/** A page's status in the site's page list: a labelled mark, and since when it has changes. */
export function PageStatusMark({ page }: { page: SitePublishingPage }) {
  const { t } = useTranslation()
  const { since } = usePublishTime()
  return (
    <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
      <Badge size="sm" variant="filled" color={STATUS_BADGE_COLOR[page.status]}>
        {t(`publishing.mark.${page.status}`)}
      </Badge>
      {page.status === 'changed' && page.draft_changed_at && (
        <Text size="xs" c="dimmed">
          {t('publishing.since', { time: since(page.draft_changed_at) })}
        </Text>
      )}
    </Group>
  )
}
