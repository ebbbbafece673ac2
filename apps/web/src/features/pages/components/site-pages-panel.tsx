import { Button, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { Page } from '@sitewerk/contracts'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '../../../api/client'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { SectionCard } from '../../../components/ui/section-card'
import { useConfirmDelete } from '../../../components/ui/use-confirm-delete'
import { useDeletePage } from '../api/delete-page'
import { useDuplicatePage } from '../api/duplicate-page'
import { useSitePages } from '../api/get-site-pages'
import { buildPageTree, nextSiblingOrder, pagePath } from '../../../utils/build-page-tree'
import { CreatePageModal, RenamePageModal } from './page-modals'
import { PageTree, type PageAction } from './page-tree'

type Dialog = { kind: 'create'; parent: Page | null } | { kind: 'rename'; page: Page } | null

/** The pages of a site: a tree with add, rename, duplicate and delete. */
export function SitePagesPanel({
  siteId,
  siteUrl,
  pageStatus,
}: {
  siteId: number
  siteUrl: string
  /** A mark beside each page (its publishing status), composed by the app. */
  pageStatus?: (page: Page) => ReactNode
}) {
  const { t } = useTranslation()
  const pages = useSitePages(siteId)
  const duplicate = useDuplicatePage()
  const remove = useDeletePage()
  const confirmDelete = useConfirmDelete()
  const [dialog, setDialog] = useState<Dialog>(null)
  const showError = (error: unknown) =>
    notifications.show({ color: 'red', message: getErrorMessage(error) })

  function onAction(action: PageAction, page: Page) {
    if (action === 'addChild') setDialog({ kind: 'create', parent: page })
    if (action === 'rename') setDialog({ kind: 'rename', page })
    if (action === 'duplicate') {
      duplicate.mutate(page.id, {
        onSuccess: (copy) =>
          notifications.show({
            color: 'green',
            message: t('pages.duplicated', { url: pagePath(copy.url) }),
          }),
        onError: showError,
      })
    }
    if (action === 'delete') {
      confirmDelete({
        text: t('pages.deleteConfirm', { title: page.title }),
        onConfirm: () => remove.mutate(page.id, { onError: showError }),
      })
    }
  }

  return (
    <SectionCard id="site-pages-title" title={t('pages.title')}>
      {pages.isPending && <CenteredLoader label={t('common.loading')} />}
      {pages.isError && (
        <QueryError
          title={t('pages.loadFailed')}
          error={pages.error}
          onRetry={() => void pages.refetch()}
        />
      )}
      {pages.data?.length === 0 && <Text c="dimmed">{t('pages.empty')}</Text>}
      {!!pages.data?.length && (
        <PageTree
          nodes={buildPageTree(pages.data)}
          siteUrl={siteUrl}
          onAction={onAction}
          pageStatus={pageStatus}
        />
      )}
      <Group>
        <Button variant="light" onClick={() => setDialog({ kind: 'create', parent: null })}>
          {t('pages.add')}
        </Button>
      </Group>
      {dialog?.kind === 'create' && (
        <CreatePageModal
          siteId={siteId}
          parent={dialog.parent}
          order={nextSiblingOrder(pages.data ?? [], dialog.parent?.id ?? null)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'rename' && (
        <RenamePageModal page={dialog.page} onClose={() => setDialog(null)} />
      )}
    </SectionCard>
  )
}
