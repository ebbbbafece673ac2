import { ActionIcon, Text, Tooltip } from '@mantine/core'
import type { MediaFile } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { displayName, isMissingAlt } from '../../../utils/media-file-view'
import { useHumanFileSize } from '../hooks/use-human-file-size'
import { WarningIcon } from './media-icons'
import { MediaThumbnail } from './media-thumbnail'
import { TileAction } from './tile-action'
import classes from './media.module.css'

export interface FileTileProps {
  file: MediaFile
  /** Where the tile leads (the file view); without it the tile is a button. */
  to?: string
  onOpen: (file: MediaFile) => void
  /** spec §4: the warning icon of a file without alt text. */
  onMissingAlt: (file: MediaFile) => void
  selected?: boolean
  /** Opening toggles the file (select-many): the tile is a toggle button, pressed when picked. */
  multiple?: boolean
}

/**
 * A file in the tile view: preview, name (or 'Unbenannt' with the file name beneath, so unnamed
 * files can be told apart), size, and the missing-alt warning.
 */
export function FileTile({
  file,
  to,
  onOpen,
  onMissingAlt,
  selected = false,
  multiple = false,
}: FileTileProps) {
  const { t } = useTranslation()
  const size = useHumanFileSize()
  const name = displayName(file, t('media.unnamed'))
  const dimensions = file.width && file.height ? `${file.width} × ${file.height}` : null
  return (
    <div className={classes.tile} data-selected={selected || undefined}>
      <TileAction to={to} onClick={() => onOpen(file)} pressed={multiple ? selected : undefined}>
        <div className={classes.preview}>
          <MediaThumbnail file={file} />
        </div>
        <div className={classes.caption}>
          <Text size="sm" fw={600} truncate="end" c={file.name?.trim() ? undefined : 'dimmed'}>
            {name}
          </Text>
          {!file.name?.trim() && (
            <Text size="xs" truncate="end" title={file.filename}>
              {file.filename}
            </Text>
          )}
          <Text size="xs" c="dimmed" truncate="end">
            {[size(file.size), dimensions].filter(Boolean).join(' · ')}
          </Text>
        </div>
      </TileAction>
      {isMissingAlt(file) && (
        <Tooltip label={t('media.missingAlt.tooltip')} withArrow>
          <ActionIcon
            className={classes.warning}
            color="yellow"
            variant="filled"
            radius="xl"
            size="md"
            aria-label={t('media.missingAlt.label', { name })}
            onClick={() => onMissingAlt(file)}
          >
            <WarningIcon size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </div>
  )
}
