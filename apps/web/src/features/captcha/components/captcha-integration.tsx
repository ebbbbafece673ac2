import { Anchor, Badge, Button, Code, CopyButton, Group, List, Stack, Text } from '@mantine/core'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { SectionCard } from '../../../components/ui/section-card'
import { ApiKeyField } from './api-key-field'

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
          <ApiKeyField apiKey={apiKey} onRotated={onKeyRotated} />
        )}
      </SectionCard>
    </Stack>
  )
}
