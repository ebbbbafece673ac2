import { Button, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { QueryError } from '../../../components/ui/query-error'
import { SectionCard } from '../../../components/ui/section-card'
import { useSitePublishing } from '../api/get-site-publishing'
import { usePublishTime } from '../hooks/use-publish-time'
import { ScheduleNotice } from './schedule-notice'
import { pagesToPublish, SitePublishDialog } from './site-publish-dialog'

/** The site overview's publishing: what has changes, 'Website veröffentlichen' and what is planned. */
export function SitePublishCard({ siteId }: { siteId: number }) {
  const { t } = useTranslation()
  const { at, since } = usePublishTime()
  const publishing = useSitePublishing(siteId)
  const [isOpen, setIsOpen] = useState(false)
  const site = publishing.data
  const titleOf = (pageId: number | null) =>
    pageId === null
      ? t('publishing.site.subject')
      : (site?.pages.find((page) => page.id === pageId)?.title ?? `#${pageId}`)
  const changed = site ? pagesToPublish(site).length : 0
  return (
    <SectionCard id="site-publishing-title" title={t('publishing.site.card')}>
      {publishing.isError && (
        <QueryError
          title={t('publishing.loadFailed')}
          error={publishing.error}
          onRetry={() => void publishing.refetch()}
        />
      )}
      {site && (
        <Stack gap="sm">
          <Group justify="space-between">
            <Stack gap={2}>
              {changed > 0 && (
                <Text size="sm">{t('publishing.site.summary', { count: changed })}</Text>
              )}
              {site.draft_changed_at && (
                <Text size="sm">
                  {t('publishing.site.siteChanged', { time: since(site.draft_changed_at) })}
                </Text>
              )}
              {changed === 0 && !site.draft_changed_at && (
                <Text size="sm">{t('publishing.site.upToDate')}</Text>
              )}
              {site.published_at && (
                <Text size="xs" c="dimmed">
                  {t('publishing.site.lastPublished', { time: at(site.published_at) })}
                </Text>
              )}
            </Stack>
            <Button onClick={() => setIsOpen(true)}>{t('publishing.site.publish')}</Button>
          </Group>
          {site.schedules.map((schedule) => (
            <ScheduleNotice
              key={schedule.id}
              schedule={schedule}
              subject={titleOf(schedule.page_id)}
            />
          ))}
          {isOpen && <SitePublishDialog site={site} onClose={() => setIsOpen(false)} />}
        </Stack>
      )}
    </SectionCard>
  )
}
