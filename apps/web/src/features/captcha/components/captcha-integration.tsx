import {
  Anchor,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  List,
  PasswordInput,
  Stack,
  Text,
} from '@mantine/core'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import { CONFIRM_DIALOG_MAX_WIDTH } from '@sitewerk/contracts'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { FormAlert } from '../../../components/ui/form-alert'
import { SectionCard } from '../../../components/ui/section-card'
import { useRotateApiKey } from '../api/rotate-api-key'

/** A code sample with a button that copies it. */
function Snippet({ code, label }: { code: string; label: string }) {
  const { t } = useTranslation()
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <CopyButton value={code}>
          {({ copied, copy }) => (
            <Button size="compact-xs" variant="subtle" onClick={copy}>
              {copied ? t('common.copied') : t('common.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Code block>{code}</Code>
    </Stack>
  )
}

function widgetSnippet(challengeUrl: string, t: TFunction) {
  return `<script async defer type="module" src="/altcha.min.js"></script>

<form method="post" action="/contact">
  <!-- ${t('captcha.integration.own.snippetFields')} -->
  <altcha-widget challengeurl="${challengeUrl}"></altcha-widget>
  <button type="submit">${t('captcha.integration.own.snippetSend')}</button>
</form>`
}

function verifySnippet(origin: string, apiKey: string, t: TFunction) {
  return `curl -X POST ${origin}/api/captcha/verify \\
  -H "Authorization: Bearer ${apiKey}" \\
  -H "Content-Type: application/json" \\
  -d '{"payload": "${t('captcha.integration.own.snippetPayload')}"}'`
}

/** The organisation's API key: masked, shown or copied on request, renewed after a question. */
function ApiKey({ apiKey, onRotated }: { apiKey: string; onRotated: (key: string) => void }) {
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
      confirmProps: { color: 'red' },
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

/**
 * spec §2 captcha/integration: how the captcha guards Sitewerk's own forms, and how the
 * organisation's other sites use it (widget, then a server-side check with the API key).
 */
export function CaptchaIntegration({
  organizationId,
  enabled,
  apiKey,
  origin,
  settingsPath,
  onKeyRotated,
}: {
  organizationId: number
  enabled: boolean
  /** null for those who may not see the organisation's secrets. */
  apiKey: string | null
  /** The back office's own address, which other sites call. */
  origin: string
  settingsPath: string
  onKeyRotated: (apiKey: string) => void
}) {
  const { t } = useTranslation()
  const challengeUrl = `${origin}/captcha/${organizationId}/challenge`
  return (
    <Stack gap="lg">
      <SectionCard id="captcha-sitewerk-title" title={t('captcha.integration.sitewerk.title')}>
        <Group gap="sm">
          <Text size="sm">{t('captcha.integration.status')}</Text>
          <Badge color={enabled ? 'green' : 'gray'} variant="light">
            {enabled ? t('captcha.integration.on') : t('captcha.integration.off')}
          </Badge>
        </Group>
        <Text size="sm">{t('captcha.integration.sitewerk.text')}</Text>
        <Text size="sm">{t('captcha.integration.sitewerk.spam')}</Text>
        {!enabled && (
          <Anchor component={Link} to={settingsPath} size="sm">
            {t('captcha.integration.turnOn')}
          </Anchor>
        )}
      </SectionCard>

      <SectionCard id="captcha-own-title" title={t('captcha.integration.own.title')}>
        <Text size="sm">{t('captcha.integration.own.intro')}</Text>
        <List type="ordered" size="sm" spacing="xs">
          <List.Item>{t('captcha.integration.own.stepScript')}</List.Item>
          <List.Item>{t('captcha.integration.own.stepWidget')}</List.Item>
          <List.Item>{t('captcha.integration.own.stepVerify')}</List.Item>
        </List>
        <Snippet
          label={t('captcha.integration.own.widget')}
          code={widgetSnippet(challengeUrl, t)}
        />
        <Snippet
          label={t('captcha.integration.own.verify')}
          // the key stays masked: the sample names it, the field below holds it
          code={verifySnippet(origin, t('captcha.integration.key.placeholder'), t)}
        />
        <Text size="sm">{t('captcha.integration.own.answer')}</Text>
        <Code block>{'{"verified": true}\n{"verified": false, "reason": "replayed"}'}</Code>
        <Text size="sm" c="dimmed">
          {t('captcha.integration.own.domains')}
        </Text>
      </SectionCard>

      <SectionCard id="captcha-key-title" title={t('captcha.integration.key.title')}>
        {apiKey === null ? (
          <Text size="sm">{t('captcha.integration.key.ownersOnly')}</Text>
        ) : (
          <ApiKey apiKey={apiKey} onRotated={onKeyRotated} />
        )}
      </SectionCard>
    </Stack>
  )
}
