import { ActionIcon, Button, Group, Menu, Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import { CONFIRM_DIALOG_MAX_WIDTH, type PreviewLink } from '@sitewerk/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '../../../api/client'
import { useCreatePreviewLink } from '../api/create-preview-link'
import { usePagePublishing } from '../api/get-page-publishing'
import { useUnpublishPage } from '../api/unpublish-page'
import { PagePublishDialog } from './page-publish-dialog'
import { PreviewLinkModal } from './preview-link-modal'
import { PublishStatusText } from './publish-status-text'
import { VersionHistory, type VersionHistoryProps } from './version-history'

export type PagePublishingControlsProps = Omit<VersionHistoryProps, 'onClose'> & { siteId: number }

async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    // no clipboard (an insecure origin, a refused permission): the dialog offers its own button
    return false
  }
}

/**
 * The editor top bar's publishing part (issue #15): the page's status, 'Veröffentlichen', and a
 * menu with the preview link, the history and unpublishing.
 */
export function PagePublishingControls({ siteId, ...history }: PagePublishingControlsProps) {
  const { t } = useTranslation()
  const page = history.draft
  const publishing = usePagePublishing(page.id)
  const unpublish = useUnpublishPage()
  const previewLink = useCreatePreviewLink()
  const [dialog, setDialog] = useState<'publish' | 'history' | null>(null)
  const [link, setLink] = useState<{ link: PreviewLink; isCopied: boolean } | null>(null)
  const showError = (error: unknown) =>
    notifications.show({ color: 'red', message: getErrorMessage(error) })

  const makePreviewLink = () =>
    previewLink.mutate(page.id, {
      onSuccess: async (made) => setLink({ link: made, isCopied: await copyText(made.url) }),
      onError: showError,
    })
  const confirmUnpublish = () =>
    modals.openConfirmModal({
      title: t('publishing.unpublish.title'),
      size: CONFIRM_DIALOG_MAX_WIDTH,
      children: t('publishing.unpublish.text'),
      labels: { confirm: t('publishing.unpublish.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        unpublish.mutate(page.id, {
          onSuccess: () =>
            notifications.show({ color: 'green', message: t('publishing.unpublish.done') }),
          onError: showError,
        }),
    })

  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      {publishing.data && <PublishStatusText publishing={publishing.data} />}
      {publishing.isError && (
        <Text size="sm" c="red.8" truncate role="alert">
          {t('publishing.loadFailed')}
        </Text>
      )}
      <Button size="sm" onClick={() => setDialog('publish')} disabled={!publishing.data}>
        {t('publishing.publish')}
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label={t('publishing.menu')}>
            <span aria-hidden="true">⋯</span>
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={makePreviewLink} disabled={previewLink.isPending}>
            {t('publishing.previewLink.create')}
          </Menu.Item>
          <Menu.Item onClick={() => setDialog('history')}>
            {t('publishing.history.title')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" onClick={confirmUnpublish} disabled={!publishing.data?.published}>
            {t('publishing.unpublish.action')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {dialog === 'publish' && publishing.data && (
        <PagePublishDialog
          siteId={siteId}
          pageTitle={page.title}
          publishing={publishing.data}
          hasUnsavedChanges={history.hasUnsavedChanges}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'history' && (
        <VersionHistory pageId={page.id} {...history} onClose={() => setDialog(null)} />
      )}
      {link && <PreviewLinkModal {...link} onClose={() => setLink(null)} />}
    </Group>
  )
}
