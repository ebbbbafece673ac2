import { Button, Menu } from '@mantine/core'
import { modals } from '@mantine/modals'
import type { MediaCategory } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '../../../api/client'
import { useConfirmDelete } from '../../../components/ui/use-confirm-delete'
import { useDeleteMediaCategory } from '../api/delete-media-category'
import { useUpdateMediaCategory } from '../api/update-media-category'
import { CategoryPicker } from './category-picker'
import { CategoryTitleForm } from './category-title-form'
import { useNotify } from '../hooks/use-notify'

/** Rename, move and delete the category shown (not the root). Deleting needs it empty. */
export function CategoryActions({
  category,
  onDeleted,
}: {
  category: MediaCategory
  /** After a delete: the parent is shown. */
  onDeleted: (parentId: number) => void
}) {
  const { t } = useTranslation()
  const notify = useNotify()
  const update = useUpdateMediaCategory()
  const remove = useDeleteMediaCategory()
  const confirmDelete = useConfirmDelete()
  const isEmpty = category.children.length === 0 && category.files.length === 0
  const parentId = category.parent_id ?? 0

  const rename = () => {
    const modalId = modals.open({
      title: t('media.category.rename'),
      children: (
        <CategoryTitleForm
          initial={category.title}
          submitLabel={t('common.save')}
          onCancel={() => modals.close(modalId)}
          onSubmit={async (title) => {
            await update.mutateAsync({ id: category.id, body: { title } })
            modals.close(modalId)
          }}
        />
      ),
    })
  }

  const move = () => {
    const modalId = modals.open({
      title: t('media.category.moveTitle', { title: category.title }),
      children: (
        <CategoryPicker
          initial={parentId}
          excludeId={category.id}
          confirmLabel={t('media.picker.moveHere')}
          onCancel={() => modals.close(modalId)}
          onConfirm={(target) =>
            update.mutate(
              { id: category.id, body: { parent_id: target } },
              {
                onSuccess: () => modals.close(modalId),
                onError: (error) => notify('red', getErrorMessage(error)),
              },
            )
          }
        />
      ),
    })
  }

  const deleteCategory = () =>
    confirmDelete({
      text: t('media.category.deleteText', { title: category.title }),
      onConfirm: () =>
        remove.mutate(category.id, {
          onSuccess: () => onDeleted(parentId),
          onError: (error) => notify('red', getErrorMessage(error)),
        }),
    })

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" rightSection={<span aria-hidden="true">▾</span>}>
          {t('media.category.actions')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={rename}>{t('media.category.rename')}</Menu.Item>
        <Menu.Item onClick={move}>{t('media.category.move')}</Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={deleteCategory} disabled={!isEmpty}>
          {isEmpty ? t('media.category.delete') : t('media.category.deleteNotEmpty')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
