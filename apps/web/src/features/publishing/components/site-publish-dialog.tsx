import { Alert, Checkbox, Group, Modal, Stack, Text } from '@mantine/core'
import type { SitePublishing } from '@sitewerk/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePublishSite } from '../api/publish-site'
import { usePublishAction } from '../hooks/use-publish-action'
import { usePublishTime } from '../hooks/use-publish-time'
import { PublishForm } from './publish-form'

/** The pages a site publish takes along by default: every one with unpublished changes. */
export const pagesToPublish = (site: SitePublishing) =>
  site.pages.filter((page) => page.status !== 'published')

/**
 * 'Website veröffentlichen' (after Webflow's dialog): the pages with changes to tick, whether the
 * navigation, variables or layouts changed, a note, now or planned.
 */
export function SitePublishDialog({
  site,
  onClose,
}: {
  site: SitePublishing
  onClose: () => void
}) {
  const { t } = useTranslation()
  const { at, since } = usePublishTime()
  const publish = usePublishSite()
  const candidates = pagesToPublish(site)
  const [selected, setSelected] = useState(() => candidates.map((page) => page.id))
  const action = usePublishAction({
    siteId: site.site_id,
    pageId: null,
    publishNow: (text) =>
      publish.mutateAsync({ siteId: site.site_id, body: { note: text, page_ids: selected } }),
    onDone: onClose,
  })
  const isPlanned = action.form.when.mode === 'later'
  const hasSiteChanges = site.draft_changed_at !== null
  // What publishing now makes needless and cancels: the site's plan, those of the ticked pages.
  const cancelledPlans = isPlanned
    ? []
    : site.schedules.filter((s) => s.page_id === null || selected.includes(s.page_id))
  const titleOf = (pageId: number | null) =>
    pageId === null
      ? t('publishing.site.subject')
      : (site.pages.find((page) => page.id === pageId)?.title ?? `#${pageId}`)
  return (
    <Modal opened onClose={onClose} title={t('publishing.site.title')} size="lg">
      <PublishForm
        {...action.form}
        canSubmit={isPlanned || selected.length > 0 || hasSiteChanges}
        onCancel={onClose}
        onSubmit={() => void action.submit(null)}
      >
        {site.draft_changed_at && (
          <Alert color="orange" variant="light">
            {t('publishing.site.siteChanged', { time: since(site.draft_changed_at) })}
          </Alert>
        )}
        {candidates.length === 0 && !hasSiteChanges && (
          <Text size="sm">{t('publishing.site.nothing')}</Text>
        )}
        {candidates.length > 0 && (
          <Checkbox.Group
            label={t('publishing.site.pages', { count: candidates.length })}
            value={selected.map(String)}
            onChange={(values) => setSelected(values.map(Number))}
          >
            <Stack gap={6} mt="xs">
              {candidates.map((page) => (
                <Group key={page.id} justify="space-between" wrap="nowrap">
                  <Checkbox
                    value={String(page.id)}
                    disabled={isPlanned}
                    label={`${page.title} (/${page.url})`}
                  />
                  <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    {page.status === 'unpublished' || !page.draft_changed_at
                      ? t('publishing.mark.unpublished')
                      : t('publishing.since', { time: since(page.draft_changed_at) })}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {isPlanned && <Text size="sm">{t('publishing.site.plannedAll')}</Text>}
        {cancelledPlans.length > 0 && (
          <Text size="sm">
            {t('publishing.site.cancelsPlans', {
              count: cancelledPlans.length,
              plans: cancelledPlans
                .map((plan) =>
                  t('publishing.site.planOf', {
                    subject: titleOf(plan.page_id),
                    time: at(plan.run_at),
                  }),
                )
                .join(', '),
            })}
          </Text>
        )}
      </PublishForm>
    </Modal>
  )
}
