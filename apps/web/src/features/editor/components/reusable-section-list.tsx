import { Button, Group, List, Stack, Text, Title } from '@mantine/core'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import {
  CONFIRM_DIALOG_MAX_WIDTH,
  UpdateReusableSectionBody,
  type ReusableSection,
  type ReusableSectionPage,
} from '@sitewerk/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '../../../api/client'
import { TitleForm } from '../../../components/ui/title-form'
import { useConfirmDelete } from '../../../components/ui/use-confirm-delete'
import { deleteReusable, renameReusable, reusableInUseOf } from '../api/reusable-sections'
import { reusableSectionsKey } from '../hooks/use-reusable-sections'

/** A refused delete (409): the server's message and the pages that still place the section. */
function openInUse(message: string, pages: ReusableSectionPage[], title: string, close: string) {
  const modalId = modals.open({
    title,
    size: CONFIRM_DIALOG_MAX_WIDTH,
    children: (
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        <List spacing="xs" size="sm">
          {pages.map((page) => (
            <List.Item key={page.id}>{`${page.title} (/${page.url})`}</List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button onClick={() => modals.close(modalId)} data-autofocus>
            {close}
          </Button>
        </Group>
      </Stack>
    ),
  })
}

/**
 * The site's reusable sections with rename and delete (issue 19), as Webflow's symbols and Wix's
 * global sections offer them. Neither touches the page being edited: a placed section cannot be
 * deleted, and the placements keep their own titles, so no save is needed first.
 */
export function ReusableSectionList({
  siteId,
  sections,
}: {
  siteId: number
  sections: ReusableSection[]
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const confirmDelete = useConfirmDelete()
  const refresh = () => queryClient.invalidateQueries({ queryKey: reusableSectionsKey(siteId) })
  const rename = useMutation({ mutationFn: renameReusable, onSuccess: refresh })
  const remove = useMutation({ mutationFn: deleteReusable, onSettled: refresh })

  const askRename = (reusable: ReusableSection) => {
    const modalId = `reusable-rename-${reusable.id}`
    modals.open({
      modalId,
      title: t('editor.reusable.renameTitle', { title: reusable.title }),
      size: CONFIRM_DIALOG_MAX_WIDTH,
      children: (
        <TitleForm
          label={t('editor.reusable.name')}
          initial={reusable.title}
          maxLength={200}
          parse={(title) => UpdateReusableSectionBody.safeParse({ title }).data?.title ?? null}
          invalidMessage={t('editor.reusable.nameInvalid')}
          submitLabel={t('common.save')}
          onCancel={() => modals.close(modalId)}
          onSubmit={async (title) => {
            await rename.mutateAsync({ id: reusable.id, body: { title } })
            modals.close(modalId)
            notifications.show({ color: 'green', message: t('editor.reusable.renamed') })
          }}
        />
      ),
    })
  }

  const askDelete = (reusable: ReusableSection) =>
    confirmDelete({
      text: t('editor.reusable.deleteText', { title: reusable.title }),
      onConfirm: () =>
        remove.mutate(reusable.id, {
          onSuccess: () =>
            notifications.show({ color: 'green', message: t('editor.reusable.deleted') }),
          onError: (error) => {
            const inUse = reusableInUseOf(error)
            if (inUse)
              openInUse(
                inUse.message,
                inUse.usages,
                t('editor.reusable.inUseTitle'),
                t('common.close'),
              )
            else
              notifications.show({
                color: 'red',
                title: t('editor.errors.action'),
                message: getErrorMessage(error),
              })
          },
        }),
    })

  return (
    <Stack gap="xs" component="section" aria-labelledby={`reusable-list-${siteId}`}>
      <Title order={3} size="h6" id={`reusable-list-${siteId}`}>
        {t('editor.reusable.listTitle')}
      </Title>
      <List listStyleType="none" spacing="xs">
        {sections.map((reusable) => (
          <List.Item key={reusable.id}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <div>
                <Text size="sm">{reusable.title}</Text>
                <Text size="xs" c="dimmed">
                  {t('editor.reusable.shownOn', { count: reusable.pages.length })}
                </Text>
              </div>
              <Group gap={4} wrap="nowrap">
                <Button
                  size="compact-xs"
                  variant="default"
                  aria-label={t('editor.reusable.renameLabel', { title: reusable.title })}
                  onClick={() => askRename(reusable)}
                >
                  {t('editor.reusable.rename')}
                </Button>
                <Button
                  size="compact-xs"
                  variant="default"
                  color="red"
                  aria-label={t('editor.reusable.deleteLabel', { title: reusable.title })}
                  onClick={() => askDelete(reusable)}
                >
                  {t('common.delete')}
                </Button>
              </Group>
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  )
}
