import type { User } from '@sitewerk/contracts'
import { Alert, Button, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '../../../api/client'
import { useSendVerificationNotification } from '../api/send-verification-notification'

/** Shown while the e-mail address is unverified; creating organisations needs it verified. */
export function EmailVerificationBanner({ user }: { user: User }) {
  const { t } = useTranslation()
  const send = useSendVerificationNotification()
  if (user.email_verified_at) return null
  return (
    <Alert color="yellow" variant="light" title={t('user.verify.title')}>
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm">{t('user.verify.text', { email: user.email })}</Text>
        <Button
          size="xs"
          variant="white"
          color="dark"
          loading={send.isPending}
          disabled={send.isSuccess}
          onClick={() =>
            send.mutate(undefined, {
              onSuccess: () =>
                notifications.show({ color: 'green', message: t('user.verify.sent') }),
              onError: (error) =>
                notifications.show({ color: 'red', message: getErrorMessage(error) }),
            })
          }
        >
          {send.isSuccess ? t('user.verify.sentShort') : t('user.verify.sendAgain')}
        </Button>
      </Group>
    </Alert>
  )
}
