import { Modal, Stack, Text } from '@mantine/core'
import type { PreviewLink } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { CopyValue } from '../../../components/ui/copy-value'
import { usePublishTime } from '../hooks/use-publish-time'

/** The preview link just made: the address (copied already, or to copy) and until when it works. */
export function PreviewLinkModal({
  link,
  isCopied,
  onClose,
}: {
  link: PreviewLink
  isCopied: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  const { at } = usePublishTime()
  return (
    <Modal opened onClose={onClose} title={t('publishing.previewLink.title')}>
      <Stack>
        <Text size="sm">
          {isCopied ? t('publishing.previewLink.copied') : t('publishing.previewLink.copyHint')}
        </Text>
        <CopyValue value={link.url} copyLabel={t('publishing.previewLink.copy')} />
        <Text size="sm" c="dimmed">
          {t('publishing.previewLink.expires', { time: at(link.expires_at) })}
        </Text>
      </Stack>
    </Modal>
  )
}
