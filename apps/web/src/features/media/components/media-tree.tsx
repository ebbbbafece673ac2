import { Loader, Text, UnstyledButton } from '@mantine/core'
import type { MediaFile } from '@sitewerk/contracts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useMediaCategory } from '../api/get-media-category'
import { useAccordion } from '../hooks/use-accordion'
import { useHumanFileSize } from '../hooks/use-human-file-size'
import { displayName, isMissingAlt } from '../../../utils/media-file-view'
import { ChevronIcon, FolderIcon, WarningIcon } from './media-icons'
import { MediaThumbnail } from './media-thumbnail'
import classes from './media.module.css'

interface MediaTreeProps {
  categoryId: number
  onOpenFile: (file: MediaFile) => void
  onMissingAlt: (file: MediaFile) => void
}

function TreeFile({
  file,
  onOpenFile,
  onMissingAlt,
}: { file: MediaFile } & Omit<MediaTreeProps, 'categoryId'>) {
  const { t } = useTranslation()
  const size = useHumanFileSize()
  const name = displayName(file, t('media.unnamed'))
  return (
    <li className={classes.treeFile}>
      <span className={classes.treeThumb}>
        <MediaThumbnail file={file} />
      </span>
      <UnstyledButton
        onClick={() => onOpenFile(file)}
        fz="sm"
        fw={500}
        style={{ flex: 1, minWidth: 0 }}
      >
        <Text span size="sm" fw={500} truncate="end" display="block">
          {name}
          {!file.name?.trim() && (
            <Text span size="xs" fw={400} ml={6}>
              {file.filename}
            </Text>
          )}
        </Text>
      </UnstyledButton>
      <Text size="xs" c="dimmed">
        {size(file.size)}
      </Text>
      {isMissingAlt(file) && (
        <UnstyledButton
          onClick={() => onMissingAlt(file)}
          aria-label={t('media.missingAlt.label', { name })}
          c="yellow.8"
          display="flex"
        >
          <WarningIcon size={18} />
        </UnstyledButton>
      )}
    </li>
  )
}

/**
 * spec §2 list view: the categories as an accordion tree. spec §4/§9: a click toggles after
 * 200 ms, a double click opens only that item, at most one item of a level is open.
 */
export function MediaTree({ categoryId, onOpenFile, onMissingAlt }: MediaTreeProps) {
  const { t } = useTranslation()
  const category = useMediaCategory(categoryId)
  const accordion = useAccordion<number>()
  const baseId = useId()
  if (category.isPending) return <Loader size="sm" aria-label={t('common.loading')} />
  if (!category.data) return null
  const { children, files } = category.data
  if (children.length === 0 && files.length === 0) {
    return (
      <Text size="sm" c="dimmed" px="xs" py={4}>
        {t('media.category.empty')}
      </Text>
    )
  }
  return (
    <ul className={classes.tree}>
      {children.map((child) => {
        const open = accordion.isOpen(child.id)
        const panelId = `${baseId}-${child.id}`
        return (
          <li key={`c${child.id}`}>
            <UnstyledButton
              className={classes.treeToggle}
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => accordion.click(child.id)}
              onDoubleClick={() => accordion.doubleClick(child.id)}
            >
              <span className={classes.chevron}>
                <ChevronIcon size={16} />
              </span>
              <FolderIcon size={18} />
              <Text span size="sm" fw={600}>
                {child.title}
              </Text>
              <Text span size="xs" c="dimmed">
                {t('media.category.contents', {
                  categories: child.children_count,
                  files: child.files_count,
                })}
              </Text>
            </UnstyledButton>
            <div id={panelId} hidden={!open}>
              {open && (
                <MediaTree
                  categoryId={child.id}
                  onOpenFile={onOpenFile}
                  onMissingAlt={onMissingAlt}
                />
              )}
            </div>
          </li>
        )
      })}
      {files.map((file) => (
        <TreeFile
          key={`f${file.id}`}
          file={file}
          onOpenFile={onOpenFile}
          onMissingAlt={onMissingAlt}
        />
      ))}
    </ul>
  )
}
