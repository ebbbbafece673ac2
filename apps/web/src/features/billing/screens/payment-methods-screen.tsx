import { Button, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { PaymentMethod } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { getErrorMessage } from '../../../api/client'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { FormAlert } from '../../../components/ui/form-alert'
import { QueryError } from '../../../components/ui/query-error'
import { SectionCard } from '../../../components/ui/section-card'
import { useConfirmDelete } from '../../../components/ui/use-confirm-delete'
import {
  useDeletePaymentMethod,
  usePaymentMethods,
  useSetDefaultPaymentMethod,
} from '../api/payment-methods'
import { usePaymentsConfig } from '../api/payments-config'
import { paymentMethodName, PaymentMethodsList } from '../components/payment-methods-list'
import { useCanManageBilling } from '../hooks/use-can-manage-billing'
import { PAYMENTS_PATH } from './payments-screen'

/** payments/methods: the cards and SEPA mandates; set the default, delete, add one. */
export function PaymentMethodsScreen() {
  const { t } = useTranslation()
  const methods = usePaymentMethods()
  const config = usePaymentsConfig()
  const canManage = useCanManageBilling()
  const setDefault = useSetDefaultPaymentMethod()
  const remove = useDeletePaymentMethod()
  const confirmDelete = useConfirmDelete()
  const byInvoice = config.data?.provider === 'invoice'

  const nameOf = (method: PaymentMethod) =>
    paymentMethodName(method, t(`billing.methods.types.${method.type}`))
  const askDelete = (method: PaymentMethod) =>
    confirmDelete({
      text: t('billing.methods.confirmDelete', { name: nameOf(method) }),
      onConfirm: () =>
        remove.mutate(method.id, {
          onSuccess: () =>
            notifications.show({
              color: 'green',
              message: t('billing.methods.deleted', { name: nameOf(method) }),
            }),
        }),
    })
  const error = setDefault.error ?? remove.error
  const busyId = setDefault.isPending
    ? (setDefault.variables ?? null)
    : remove.isPending
      ? (remove.variables ?? null)
      : null

  return (
    <SectionCard id="payment-methods-title" title={t('billing.methods.title')}>
      {byInvoice && <Text size="sm">{t('billing.methods.byInvoice')}</Text>}
      <FormAlert message={error ? getErrorMessage(error) : null} />
      {methods.isPending && <CenteredLoader label={t('common.loading')} />}
      {methods.isError && (
        <QueryError
          title={t('billing.methods.loadFailed')}
          error={methods.error}
          onRetry={() => void methods.refetch()}
        />
      )}
      {methods.data?.length === 0 && <Text c="dimmed">{t('billing.methods.empty')}</Text>}
      {!!methods.data?.length && (
        <PaymentMethodsList
          methods={methods.data}
          canManage={canManage}
          busyId={busyId}
          onSetDefault={(method) =>
            setDefault.mutate(method.id, {
              onSuccess: () =>
                notifications.show({
                  color: 'green',
                  message: t('billing.methods.defaultSet', { name: nameOf(method) }),
                }),
            })
          }
          onDelete={askDelete}
        />
      )}
      <Stack gap="xs">
        {!canManage && <Text c="dimmed">{t('billing.ownersOnlyPayments')}</Text>}
        {canManage && !byInvoice && (
          <Group>
            <Button component={Link} to={`${PAYMENTS_PATH}/methods/create`}>
              {t('billing.methods.add')}
            </Button>
          </Group>
        )}
      </Stack>
    </SectionCard>
  )
}
