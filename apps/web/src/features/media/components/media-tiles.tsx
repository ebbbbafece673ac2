import type { MediaCategory, MediaFile } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { CategoryTile, ParentTile } from './category-tile'
import { FileTile } from './file-tile'
import classes from './media.module.css'

export interface MediaTilesProps {
  /** Without a category (search hits) there are no '..' and no category tiles. */
  category: MediaCategory | null
  files: MediaFile[]
  categoryHref?: (id: number) => string
  fileHref?: (id: number) => string
  onOpenCategory: (id: number) => void
  onOpenFile: (file: MediaFile) => void
  onMissingAlt: (file: MediaFile) => void
  /** Files toggle when opened (the dialog's select-many): each tile says whether it is picked. */
  multiple?: boolean
  selectedFileIds?: readonly number[]
  rootTitle: string
}

/** spec §2 tile view: '..' to the parent, then the subcategories, then the files. */
export function MediaTiles({
  category,
  files,
  categoryHref,
  fileHref,
  onOpenCategory,
  onOpenFile,
  onMissingAlt,
  multiple = false,
  selectedFileIds = [],
  rootTitle,
}: MediaTilesProps) {
  const { t } = useTranslation()
  const parent = category?.ancestors.at(-1)
  return (
    <ul className={classes.grid} aria-label={t('media.tiles.label')}>
      {category && category.parent_id !== null && (
        <li>
          <ParentTile
            to={categoryHref?.(category.parent_id)}
            onOpen={() => onOpenCategory(category.parent_id!)}
            parentTitle={parent && parent.id !== 0 ? parent.title : rootTitle}
          />
        </li>
      )}
      {category?.children.map((child) => (
        <li key={`c${child.id}`}>
          <CategoryTile category={child} to={categoryHref?.(child.id)} onOpen={onOpenCategory} />
        </li>
      ))}
      {files.map((file) => (
        <li key={`f${file.id}`}>
          <FileTile
            file={file}
            to={fileHref?.(file.id)}
            onOpen={onOpenFile}
            onMissingAlt={onMissingAlt}
            selected={selectedFileIds.includes(file.id)}
            multiple={multiple}
          />
        </li>
      ))}
    </ul>
  )
}
