import {
  ActionIcon,
  Badge,
  CloseIcon,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useHumanFileSize } from '../hooks/use-human-file-size'
import type { UploadItem } from '../hooks/use-upload-queue'
import { ImageIcon } from './media-icons'
import classes from './media.module.css'

// spec §3: name up to 255, alt up to 1000 characters
const FIELDS = [
  { key: 'name', maxLength: 255 },
  { key: 'alt', maxLength: 1000 },
] as const

/** One file of the upload form: preview, optional name and alt, progress, its error. */
export function UploadItemRow({
  item,
  disabled,
  onChange,
  onRemove,
}: {
  item: UploadItem
  disabled: boolean
  onChange: (change: Partial<Pick<UploadItem, 'name' | 'alt'>>) => void
  onRemove: () => void
}) {
  const { t } = useTranslation()
  const size = useHumanFileSize()
  const editable = item.status === 'ready' || item.status === 'failed'
  const errorId = `${item.key}-error`
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={item.file.name}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <div className={classes.preview} style={{ width: 96, flex: 'none', borderRadius: 6 }}>
          {item.preview ? (
            <img src={item.preview} alt="" className={classes.thumbnail} />
          ) : (
            <span className={classes.thumbnailFallback}>
              <ImageIcon size={28} />
            </span>
          )}
        </div>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={600} truncate="end">
              {item.file.name}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Text size="xs" c="dimmed">
                {size(item.file.size)}
              </Text>
              {item.status === 'done' && (
                <Badge color="green" variant="light">
                  {t('media.upload.done')}
                </Badge>
              )}
              {(item.status === 'failed' || item.status === 'rejected') && (
                <Badge color="red" variant="light">
                  {t('media.upload.failed')}
                </Badge>
              )}
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={onRemove}
                disabled={disabled && item.status === 'uploading'}
                aria-label={t('media.upload.remove', { filename: item.file.name })}
              >
                <CloseIcon size="16" />
              </ActionIcon>
            </Group>
          </Group>
          {item.status !== 'rejected' && (
            <Group grow gap="sm" align="flex-start">
              {FIELDS.map(({ key, maxLength }) => (
                <TextInput
                  key={key}
                  size="xs"
                  label={t(`media.fields.${key}`)}
                  aria-label={t(`media.upload.${key}Of`, { filename: item.file.name })}
                  placeholder={t(`media.fields.${key}Placeholder`)}
                  value={item[key]}
                  maxLength={maxLength}
                  disabled={!editable || disabled}
                  onChange={(event) => onChange({ [key]: event.currentTarget.value })}
                  aria-describedby={item.error ? errorId : undefined}
                />
              ))}
            </Group>
          )}
          {item.status !== 'rejected' && (
            <Group gap="xs" wrap="nowrap">
              <Progress
                style={{ flex: 1 }}
                value={Math.round(item.progress * 100)}
                size="sm"
                color={
                  item.status === 'failed' ? 'red' : item.status === 'done' ? 'green' : 'indigo'
                }
                animated={item.status === 'uploading'}
                aria-label={t('media.upload.progress', { filename: item.file.name })}
              />
              <Text size="xs" c="dimmed" w={36} ta="right" aria-hidden="true">
                {Math.round(item.progress * 100)} %
              </Text>
            </Group>
          )}
          {item.error && (
            <Text id={errorId} size="sm" c="red.9" role="alert">
              {item.error}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  )
}
