import { Code, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { CopyValue } from '../../../components/ui/copy-value'

/** The webhook's signing secret to copy, and how a receiver checks a call with it. */
export function WebhookSecret({ secret }: { secret: string }) {
  const { t } = useTranslation()
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('forms.settings.webhookSecret')}
      </Text>
      <CopyValue value={secret} copyLabel={t('forms.settings.copySecret')} />
      <Text size="sm">{t('forms.settings.verify')}</Text>
      <Code block>
        {
          'X-Sitewerk-Signature: sha256=<hex HMAC-SHA256("<X-Sitewerk-Timestamp>.<raw body>", secret)>'
        }
      </Code>
      <Text size="xs" c="dimmed">
        {t('forms.settings.verifyHint')}
      </Text>
    </Stack>
  )
}
