import { Alert, Button, Group, Textarea } from '@mantine/core'
import { SuspendOrganizationBody, type SuperuserOrganizationDetail } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { CheckedForm } from '../../../components/ui/checked-form'
import { SectionCard } from '../../../components/ui/section-card'
import { useZodForm } from '../../../hooks/use-zod-form'
import { useSuspendOrganization } from '../api/suspend-organization'
import { useUnsuspendOrganization } from '../api/unsuspend-organization'
import { useConfirmAction } from '../hooks/use-confirm-action'
import { useConsoleFormat } from '../hooks/use-console-format'
import { notifyDone, notifyFailed } from '../utils/notify'

/**
 * Suspending (decision 032): every address of the organisation's sites answers a neutral
 * 'temporarily unavailable' page; its members keep their back office and read the reason.
 * Suspending again changes the reason; unsuspending brings the sites back unchanged.
 */
export function SuspensionSection({ organization }: { organization: SuperuserOrganizationDetail }) {
  const { t } = useTranslation()
  const format = useConsoleFormat()
  const confirm = useConfirmAction()
  const suspend = useSuspendOrganization(organization.id)
  const unsuspend = useUnsuspendOrganization(organization.id)
  const suspended = organization.suspended_at !== null
  const send = (body: SuspendOrganizationBody) =>
    suspend.mutate(body, {
      onSuccess: () =>
        notifyDone(
          suspended ? t('superuser.suspension.reasonChanged') : t('superuser.suspension.suspended'),
        ),
    })
  const form = useZodForm({
    schema: SuspendOrganizationBody,
    serverError: suspend.error,
    onValid: (body) =>
      suspended
        ? send(body)
        : confirm({
            title: t('superuser.suspension.confirmTitle'),
            text: t('superuser.suspension.confirmText', { title: organization.title }),
            confirm: t('superuser.suspension.suspend'),
            onConfirm: () => send(body),
          }),
  })

  return (
    <SectionCard id="suspension-title" title={t('superuser.suspension.title')} danger>
      {organization.suspended_at && (
        <Alert color="red" variant="light" title={t('superuser.suspension.isSuspended')}>
          {t('superuser.suspension.since', {
            date: format.dateTime(organization.suspended_at),
            reason: organization.suspended_reason ?? '',
          })}
        </Alert>
      )}
      <CheckedForm onSubmit={form.handleSubmit} formError={form.formError}>
        <Textarea
          key={organization.suspended_reason ?? ''}
          name="reason"
          label={t('superuser.suspension.reason')}
          description={t('superuser.suspension.reasonHint')}
          defaultValue={organization.suspended_reason ?? ''}
          error={form.errors.reason}
          autosize
          minRows={2}
          maxLength={500}
        />
        <Group justify="flex-end" gap="xs">
          {suspended && (
            <Button
              variant="light"
              loading={unsuspend.isPending}
              onClick={() =>
                unsuspend.mutate(undefined, {
                  onSuccess: () => notifyDone(t('superuser.suspension.unsuspended')),
                  onError: notifyFailed,
                })
              }
            >
              {t('superuser.suspension.unsuspend')}
            </Button>
          )}
          <Button
            type="submit"
            color="red.9"
            variant={suspended ? 'outline' : 'filled'}
            loading={suspend.isPending}
          >
            {suspended ? t('superuser.suspension.changeReason') : t('superuser.suspension.suspend')}
          </Button>
        </Group>
      </CheckedForm>
    </SectionCard>
  )
}
