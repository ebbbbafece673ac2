import { Button, CopyButton, Group, PasswordInput, Stack, Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import { CONFIRM_DIALOG_MAX_WIDTH } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { FormAlert } from '../../../components/ui/form-alert'
import { useRotateApiKey } from '../api/rotate-api-key'

/** The organisation's API key: masked, shown or copied on request, renewed after a question. */
export function ApiKeyField({
  apiKey,
  onRotated,
}: {
  apiKey: string
  onRotated: (key: string) => void
}) {
  const { t } = useTranslation()
  const rotate = useRotateApiKey((key) => {
    onRotated(key)
    notifications.show({ color: 'green', message: t('captcha.integration.key.rotated') })
  })
  const confirmRotate = () =>
    modals.openConfirmModal({
      title: t('captcha.integration.key.confirmTitle'),
      size: CONFIRM_DIALOG_MAX_WIDTH,
      children: <Text size="sm">{t('captcha.integration.key.confirmText')}</Text>,
      labels: { confirm: t('captcha.integration.key.rotate'), cancel: t('common.cancel') },
      confirmProps: { color: 'red.9' },
      onConfirm: () => rotate.mutate(),
    })
  return (
    <Stack gap="sm">
      <FormAlert message={rotate.error ? rotate.error.message : null} />
      <Group align="flex-end" wrap="nowrap">
        <PasswordInput
          label={t('captcha.integration.key.label')}
          description={t('captcha.integration.key.hint')}
          value={apiKey}
          readOnly
          style={{ flex: 1 }}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <CopyButton value={apiKey}>
          {({ copied, copy }) => (
            <Button variant="default" mb={2} onClick={copy}>
              {copied ? t('common.copied') : t('captcha.integration.key.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Group>
        <Button variant="outline" color="red.9" onClick={confirmRotate} loading={rotate.isPending}>
          {t('captcha.integration.key.rotate')}
        </Button>
      </Group>
    </Stack>
  )
}
