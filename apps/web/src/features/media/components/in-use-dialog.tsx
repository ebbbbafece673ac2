import { Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core'
import { CONFIRM_DIALOG_MAX_WIDTH, type MediaUsage } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { usageLink } from '../utils/usage-links'

/**
 * spec §8: a file in use cannot be deleted. The dialog says so and links each usage to the
 * organisation settings, the page or the layout; a usage without a known place says that.
 */
export function InUseDialog({
  usages,
  opened,
  onClose,
}: {
  usages: MediaUsage[]
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('media.inUse.title')}
      size={CONFIRM_DIALOG_MAX_WIDTH}
    >
      <Stack gap="md">
        <Text size="sm">{t('media.inUse.message')}</Text>
        <List spacing="xs" size="sm" aria-label={t('media.inUse.usages')}>
          {usages.map((usage, index) => {
            const link = usageLink(usage)
            const label = t(link.label.key, link.label.values)
            return (
              <List.Item key={index}>
                {link.to ? (
                  <Anchor component={Link} to={link.to} onClick={onClose} size="sm">
                    {label}
                  </Anchor>
                ) : (
                  <Text span size="sm" c="dimmed">
                    {label}
                  </Text>
                )}
              </List.Item>
            )
          })}
        </List>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('media.inUse.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
