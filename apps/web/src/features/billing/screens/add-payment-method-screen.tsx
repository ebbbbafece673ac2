import { Anchor, Button, Group, Radio, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { PAYMENT_METHOD_TYPES } from '@sitewerk/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { getErrorMessage } from '../../../api/client'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { FormAlert } from '../../../components/ui/form-alert'
import { QueryError } from '../../../components/ui/query-error'
import { SectionCard } from '../../../components/ui/section-card'
import { useCreateSetupIntent, type PaymentMethodType } from '../api/payment-methods'
import { usePaymentsConfig } from '../api/payments-config'
import { StripeSetupForm } from '../components/stripe-setup-form'
import { StripeUnavailable } from '../components/stripe-unavailable'
import { useCanManageBilling } from '../hooks/use-can-manage-billing'
import { useStripeJs } from '../hooks/use-stripe-js'
import { PAYMENTS_PATH } from './payments-screen'

const METHODS_PATH = `${PAYMENTS_PATH}/methods`

/**
 * payments/methods/create: a card or SEPA debit through Stripe's Payment Element. Stripe.js is
 * loaded here and only here; when it cannot be reached the screen says so and offers a retry.
 * With the invoice provider there is nothing to add: payment is by bank transfer.
 */
export function AddPaymentMethodScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const config = usePaymentsConfig()
  const canManage = useCanManageBilling()
  const key = config.data?.provider === 'stripe' ? config.data.publishable_key : null
  const stripe = useStripeJs(canManage ? key : null)
  const setupIntent = useCreateSetupIntent()
  const [type, setType] = useState<PaymentMethodType>('card')

  let content
  if (config.isPending) content = <CenteredLoader label={t('common.loading')} />
  else if (!config.data)
    content = (
      <QueryError
        title={t('billing.config.loadFailed')}
        error={config.error}
        onRetry={() => void config.refetch()}
      />
    )
  else if (!canManage) content = <Text c="dimmed">{t('billing.ownersOnlyPayments')}</Text>
  else if (!key) content = <Text>{t('billing.methods.byInvoice')}</Text>
  else if (stripe.isError)
    content = (
      <StripeUnavailable onRetry={() => void stripe.refetch()} retrying={stripe.isFetching} />
    )
  else if (!stripe.data) content = <CenteredLoader label={t('billing.create.loadingStripe')} />
  else if (setupIntent.data)
    content = (
      <StripeSetupForm
        key={setupIntent.data.client_secret}
        stripe={stripe.data}
        clientSecret={setupIntent.data.client_secret}
        onAdded={() => {
          notifications.show({ color: 'green', message: t('billing.create.done') })
          void navigate(METHODS_PATH)
        }}
      />
    )
  else
    content = (
      <Stack gap="md">
        <FormAlert message={setupIntent.error ? getErrorMessage(setupIntent.error) : null} />
        <Radio.Group
          label={t('billing.create.type')}
          value={type}
          onChange={(value) => setType(value as PaymentMethodType)}
        >
          <Group mt="xs">
            {PAYMENT_METHOD_TYPES.map((option) => (
              <Radio key={option} value={option} label={t(`billing.methods.types.${option}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Group>
          <Button loading={setupIntent.isPending} onClick={() => setupIntent.mutate(type)}>
            {t('billing.create.next')}
          </Button>
        </Group>
      </Stack>
    )

  return (
    <Stack gap="md">
      <SectionCard id="add-payment-method-title" title={t('billing.create.title')}>
        {content}
      </SectionCard>
      <Anchor component={Link} to={METHODS_PATH} size="sm">
        {t('billing.create.back')}
      </Anchor>
    </Stack>
  )
}
