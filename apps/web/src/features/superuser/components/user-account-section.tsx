import { Button, Divider } from '@mantine/core'
import type { SuperuserUserDetail } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../components/ui/section-card'
import { useUser } from '../../../lib/auth'
import { useResendVerification } from '../api/resend-verification'
import { useUpdateUser } from '../api/update-user'
import { useVerifyUser } from '../api/verify-user'
import { useConfirmAction } from '../hooks/use-confirm-action'
import { useConsoleFormat } from '../hooks/use-console-format'
import { notifyDone, notifyFailed } from '../utils/notify'
import { SettingRow } from './setting-row'

/**
 * The account's address, superuser flag and lock. Nobody removes their own flag or locks
 * themselves; the server also keeps the last superuser (its 409 is shown as it comes).
 */
export function UserAccountSection({ user }: { user: SuperuserUserDetail }) {
  const { t } = useTranslation()
  const format = useConsoleFormat()
  const confirm = useConfirmAction()
  const self = useUser().user?.id === user.id
  const verify = useVerifyUser(user.id)
  const resend = useResendVerification(user.id)
  const update = useUpdateUser(user.id)
  const done = (message: string) => ({
    onSuccess: () => notifyDone(message),
    onError: notifyFailed,
  })

  const setSuperuser = (superuser: boolean) =>
    confirm({
      title: superuser ? t('superuser.user.grantTitle') : t('superuser.user.revokeTitle'),
      text: superuser
        ? t('superuser.user.grantText', { name: user.name })
        : t('superuser.user.revokeText', { name: user.name }),
      confirm: superuser ? t('superuser.user.grant') : t('superuser.user.revoke'),
      onConfirm: () =>
        update.mutate(
          { superuser },
          done(superuser ? t('superuser.user.granted') : t('superuser.user.revoked')),
        ),
    })
  const disable = () =>
    confirm({
      title: t('superuser.user.disableTitle'),
      text: t('superuser.user.disableText', { name: user.name }),
      confirm: t('superuser.user.disable'),
      onConfirm: () => update.mutate({ disabled: true }, done(t('superuser.user.disabled'))),
    })

  return (
    <SectionCard id="user-account-title" title={t('superuser.user.account')}>
      <SettingRow
        label={t('superuser.user.email')}
        state={
          user.email_verified_at
            ? t('superuser.user.verifiedAt', { date: format.dateTime(user.email_verified_at) })
            : t('superuser.user.unverified')
        }
      >
        {!user.email_verified_at && (
          <>
            <Button
              variant="light"
              loading={resend.isPending}
              onClick={() => resend.mutate(undefined, done(t('superuser.user.resent')))}
            >
              {t('superuser.user.resend')}
            </Button>
            <Button
              loading={verify.isPending}
              onClick={() => verify.mutate(undefined, done(t('superuser.user.verified')))}
            >
              {t('superuser.user.verify')}
            </Button>
          </>
        )}
      </SettingRow>
      <Divider />
      <SettingRow
        label={t('superuser.user.superuser')}
        state={user.superuser ? t('superuser.user.isSuperuser') : t('superuser.user.notSuperuser')}
        hint={self && user.superuser ? t('superuser.user.ownFlag') : null}
      >
        <Button
          variant="light"
          color={user.superuser ? 'red' : undefined}
          disabled={self && user.superuser}
          loading={update.isPending && update.variables?.superuser !== undefined}
          onClick={() => setSuperuser(!user.superuser)}
        >
          {user.superuser ? t('superuser.user.revoke') : t('superuser.user.grant')}
        </Button>
      </SettingRow>
      <Divider />
      <SettingRow
        label={t('superuser.user.access')}
        state={
          user.disabled_at
            ? t('superuser.user.disabledSince', { date: format.dateTime(user.disabled_at) })
            : t('superuser.user.active')
        }
        hint={self ? t('superuser.user.ownAccount') : null}
      >
        {user.disabled_at ? (
          <Button
            variant="light"
            loading={update.isPending && update.variables?.disabled === false}
            onClick={() => update.mutate({ disabled: false }, done(t('superuser.user.enabled')))}
          >
            {t('superuser.user.enable')}
          </Button>
        ) : (
          <Button
            variant="outline"
            color="red.9"
            disabled={self}
            loading={update.isPending && update.variables?.disabled === true}
            onClick={disable}
          >
            {t('superuser.user.disable')}
          </Button>
        )}
      </SettingRow>
    </SectionCard>
  )
}
