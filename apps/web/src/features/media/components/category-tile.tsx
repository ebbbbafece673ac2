import { Text } from '@mantine/core'
import type { MediaCategorySummary } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { FolderIcon, FolderUpIcon } from './media-icons'
import { TileAction } from './tile-action'
import classes from './media.module.css'

/** A subcategory in the tile view, with how much it holds. */
export function CategoryTile({
  category,
  to,
  onOpen,
}: {
  category: MediaCategorySummary
  to?: string
  onOpen: (id: number) => void
}) {
  const { t } = useTranslation()
  return (
    <div className={classes.tile}>
      <TileAction to={to} onClick={() => onOpen(category.id)}>
        <div className={classes.folderPreview}>
          <FolderIcon size={56} />
        </div>
        <div className={classes.caption}>
          <Text size="sm" fw={600} truncate="end">
            {category.title}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {t('media.category.contents', {
              categories: category.children_count,
              files: category.files_count,
            })}
          </Text>
        </div>
      </TileAction>
    </div>
  )
}

/** spec §2: the '..' tile leads to the parent category. */
export function ParentTile({
  to,
  onOpen,
  parentTitle,
}: {
  to?: string
  onOpen: () => void
  parentTitle: string
}) {
  const { t } = useTranslation()
  return (
    <div className={classes.tile}>
      <TileAction to={to} onClick={onOpen} label={t('media.category.up', { title: parentTitle })}>
        <div className={classes.folderPreview}>
          <FolderUpIcon size={56} />
        </div>
        <div className={classes.caption}>
          <Text size="sm" fw={600}>
            ..
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {parentTitle}
          </Text>
        </div>
      </TileAction>
    </div>
  )
}
