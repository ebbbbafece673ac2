import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { Dropzone } from '@mantine/dropzone'
import type { MediaFile } from '@sitewerk/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getErrorMessage, isApiError } from '../../../api/client'
import { FormAlert } from '../../../components/ui/form-alert'
import { useReplaceMediaFile } from '../api/replace-media-file'
import { useNotify } from '../hooks/use-notify'
import { UploadIcon } from './media-icons'

const BITMAPS = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
}
const VECTORS = { 'image/svg+xml': ['.svg'] }

/**
 * "Replace file" (decision 042): new content for the file, by drag and drop or the file dialog.
 * Id, name, alt text, focal point and every use stay; a bitmap takes a bitmap, an SVG an SVG.
 */
export function ReplaceFile({ file }: { file: MediaFile }) {
  const { t } = useTranslation()
  const notify = useNotify()
  const [opened, setOpened] = useState(false)
  const replace = useReplaceMediaFile()
  const isVector = file.mime_type === 'image/svg+xml'
  const error = replace.error
    ? isApiError(replace.error)
      ? (Object.values(replace.error.errors ?? {})[0]?.[0] ?? getErrorMessage(replace.error))
      : getErrorMessage(replace.error)
    : null
  const close = () => {
    replace.reset()
    setOpened(false)
  }
  const send = (files: File[]) => {
    const chosen = files[0]
    if (!chosen) return
    replace.mutate(
      { id: file.id, file: chosen },
      {
        onSuccess: () => {
          notify('green', t('media.replace.done'))
          setOpened(false)
        },
      },
    )
  }
  return (
    <>
      <Button variant="default" size="xs" onClick={() => setOpened(true)}>
        {t('media.replace.action')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('media.replace.title')} size="lg">
        <Stack gap="md">
          <Text size="sm">{t('media.replace.intro')}</Text>
          <FormAlert message={error} />
          <Dropzone
            onDrop={send}
            onReject={() => replace.reset()}
            accept={isVector ? VECTORS : BITMAPS}
            multiple={false}
            loading={replace.isPending}
            aria-label={t('media.replace.dropzoneLabel')}
            inputProps={{ 'aria-label': t('media.replace.dropzoneLabel') }}
            radius="md"
            p="lg"
          >
            <Group justify="center" gap="lg" mih={100} style={{ pointerEvents: 'none' }}>
              <Text c="dimmed">
                <UploadIcon size={40} />
              </Text>
              <Stack gap={4}>
                <Text fw={600}>{t('media.replace.dropTitle')}</Text>
                <Text size="sm" c="dimmed">
                  {t(isVector ? 'media.replace.svgOnly' : 'media.replace.bitmapOnly')}
                </Text>
              </Stack>
            </Group>
          </Dropzone>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}
