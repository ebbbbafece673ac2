import { Button, Group, Stack, Text } from '@mantine/core'
import { Dropzone, type FileRejection } from '@mantine/dropzone'
import { MEDIA_UPLOAD_EXTENSIONS } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { useInvalidateMedia } from '../../../api/queries/media-query-keys'
import { useUploadQueue } from '../hooks/use-upload-queue'
import { UploadIcon } from './media-icons'
import { UploadItemRow } from './upload-item-row'
import { useNotify } from '../hooks/use-notify'

/** spec §5: jpg, jpeg, png, webp, svg; the server decides the type by the content. */
const ACCEPT = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/svg+xml': ['.svg'],
}
const EXTENSIONS = MEDIA_UPLOAD_EXTENSIONS.join(', ')

const hasAllowedExtension = (name: string) =>
  (MEDIA_UPLOAD_EXTENSIONS as readonly string[]).includes(
    name.split('.').pop()?.toLowerCase() ?? '',
  )

/**
 * spec §4 upload mode: many files by drag and drop or the file dialog, one request each with its
 * progress. Back to the pool on cancel or once all went up; a failure keeps the form (spec §8).
 */
export function UploadForm({
  categoryId,
  categoryTitle,
  onCancel,
  onUploaded,
}: {
  categoryId: number
  categoryTitle: string
  onCancel: () => void
  onUploaded: () => void
}) {
  const { t } = useTranslation()
  const notify = useNotify()
  const queue = useUploadQueue({ categoryId })
  const invalidateMedia = useInvalidateMedia()
  const waiting = queue.items.filter((item) => item.status === 'ready' || item.status === 'failed')

  const reject = (rejections: FileRejection[]) =>
    rejections.map(({ file }) => ({
      file,
      error: t('media.upload.wrongType', { extensions: EXTENSIONS }),
    }))

  const upload = async () => {
    const { uploaded, failed } = await queue.start()
    if (uploaded > 0) {
      await invalidateMedia()
      notify('green', t('media.upload.uploaded', { count: uploaded }))
    }
    if (failed === 0) onUploaded()
  }

  return (
    <Stack gap="md">
      <Dropzone
        onDrop={(files) => {
          const ok = files.filter((file) => hasAllowedExtension(file.name))
          const wrong = files.filter((file) => !hasAllowedExtension(file.name))
          queue.add(
            ok,
            wrong.map((file) => ({
              file,
              error: t('media.upload.wrongType', { extensions: EXTENSIONS }),
            })),
          )
        }}
        onReject={(rejections) => queue.add([], reject(rejections))}
        accept={ACCEPT}
        multiple
        disabled={queue.running}
        aria-label={t('media.upload.dropzoneLabel')}
        inputProps={{ 'aria-label': t('media.upload.dropzoneLabel') }}
        radius="md"
        p="xl"
      >
        <Group justify="center" gap="lg" mih={140} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <Text c="indigo.7">
              <UploadIcon size={48} />
            </Text>
          </Dropzone.Accept>
          <Dropzone.Reject>
            <Text c="red.8">
              <UploadIcon size={48} />
            </Text>
          </Dropzone.Reject>
          <Dropzone.Idle>
            <Text c="dimmed">
              <UploadIcon size={48} />
            </Text>
          </Dropzone.Idle>
          <Stack gap={4}>
            <Text size="lg" fw={600}>
              {t('media.upload.dropTitle')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('media.upload.dropHint', { extensions: EXTENSIONS, category: categoryTitle })}
            </Text>
          </Stack>
        </Group>
      </Dropzone>

      {queue.items.length > 0 && (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('media.upload.listLabel')}
        >
          {queue.items.map((item) => (
            <UploadItemRow
              key={item.key}
              item={item}
              disabled={queue.running}
              onChange={(change) => queue.patch(item.key, change)}
              onRemove={() => queue.remove(item.key)}
            />
          ))}
        </Stack>
      )}

      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={queue.running}>
          {t('common.cancel')}
        </Button>
        <Button
          onClick={() => void upload()}
          loading={queue.running}
          disabled={waiting.length === 0}
        >
          {t('media.upload.submit', { count: waiting.length })}
        </Button>
      </Group>
    </Stack>
  )
}
