import { Anchor, Button, Code, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import { CONFIRM_DIALOG_MAX_WIDTH, type SuperuserOutboxMail } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { getErrorMessage } from '../../../../api/client'
import { CenteredLoader } from '../../../../components/ui/centered-loader'
import { QueryError } from '../../../../components/ui/query-error'
import { ScreenTitle } from '../../../../components/ui/screen-title'
import { useOutboxMail } from '../api/get-outbox-mail'
import { useResendMail } from '../api/resend-mail'
import { MailFrame } from '../components/mail-frame'
import { useFormatMoment } from '../hooks/use-format-moment'

/** Sends the mail again once the operator confirmed it (it reaches a person). */
function ResendButton({ mail }: { mail: SuperuserOutboxMail }) {
  const { t } = useTranslation()
  const resend = useResendMail()
  const confirm = () =>
    modals.openConfirmModal({
      title: t('outbox.mail.resendTitle'),
      size: CONFIRM_DIALOG_MAX_WIDTH,
      children: <Text size="sm">{t('outbox.mail.resendText', { to: mail.to })}</Text>,
      labels: { confirm: t('outbox.mail.resend'), cancel: t('common.cancel') },
      onConfirm: () =>
        resend.mutate(mail.id, {
          onSuccess: () =>
            notifications.show({
              color: 'green',
              message: t('outbox.mail.resent', { to: mail.to }),
            }),
          onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
        }),
    })
  return (
    <Button onClick={confirm} loading={resend.isPending}>
      {t('outbox.mail.resend')}
    </Button>
  )
}

function MailDetail({ mail }: { mail: SuperuserOutboxMail }) {
  const { t } = useTranslation()
  const formatMoment = useFormatMoment()
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <ScreenTitle>{mail.subject}</ScreenTitle>
          <Text size="sm">
            {t('outbox.to')}: {mail.to}
          </Text>
          <Text size="sm" c="dimmed">
            {t('outbox.date')}: {formatMoment(mail.created_at)}
          </Text>
        </Stack>
        <ResendButton mail={mail} />
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('outbox.mail.rendered')}
          </Title>
          <MailFrame html={mail.html} title={t('outbox.mail.renderedFrame', { to: mail.to })} />
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('outbox.mail.text')}
          </Title>
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {mail.text}
          </Code>
        </Stack>
      </SimpleGrid>
    </>
  )
}

/** /superuser/outbox/{id}: one mail as it was rendered, its text beside it, and resend. */
export function OutboxMailScreen() {
  const { t } = useTranslation()
  const id = Number(useParams().id)
  const mail = useOutboxMail(id)
  return (
    <Stack gap="lg" maw={1400}>
      {mail.isPending && <CenteredLoader label={t('common.loading')} />}
      {mail.isError && (
        <QueryError
          title={t('outbox.mail.loadFailed')}
          error={mail.error}
          onRetry={() => void mail.refetch()}
          addressed
        />
      )}
      {mail.data && <MailDetail mail={mail.data} />}
      <Anchor component={Link} to="/superuser/outbox" size="sm">
        {t('outbox.mail.back')}
      </Anchor>
    </Stack>
  )
}
