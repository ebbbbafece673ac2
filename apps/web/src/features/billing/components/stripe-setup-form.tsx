import { Button, Group, Stack } from '@mantine/core'
import type { Stripe } from '@stripe/stripe-js'
import { Elements, PaymentElement, useElements } from '@stripe/react-stripe-js'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '../../../api/client'
import { FormAlert } from '../../../components/ui/form-alert'
import { useAddPaymentMethod } from '../api/payment-methods'

interface StripeSetupFormProps {
  stripe: Stripe
  clientSecret: string
  onAdded: () => void
}

function SetupForm({ stripe, onAdded }: Omit<StripeSetupFormProps, 'clientSecret'>) {
  const { t } = useTranslation()
  const elements = useElements()
  const add = useAddPaymentMethod()
  const [confirming, setConfirming] = useState(false)
  const [stripeError, setStripeError] = useState<string | null>(null)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!elements) return
    setConfirming(true)
    setStripeError(null)
    try {
      // a bank that wants its own page (3-D Secure, some SEPA banks) returns to this screen
      const result = await stripe.confirmSetup({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href },
      })
      if (result.error) {
        setStripeError(result.error.message ?? t('billing.create.confirmFailed'))
        return
      }
      add.mutate(result.setupIntent.id, { onSuccess: onAdded })
    } catch (error) {
      setStripeError(getErrorMessage(error))
    } finally {
      setConfirming(false)
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <FormAlert message={stripeError ?? (add.error ? getErrorMessage(add.error) : null)} />
        <PaymentElement />
        <Group>
          <Button type="submit" loading={confirming || add.isPending} disabled={!elements}>
            {t('billing.create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** Stripe's Payment Element for a setup intent: confirm it, then keep the method it made. */
export function StripeSetupForm({ stripe, clientSecret, onAdded }: StripeSetupFormProps) {
  const { i18n } = useTranslation()
  return (
    <Elements
      stripe={stripe}
      options={{ clientSecret, locale: i18n.language === 'en' ? 'en' : 'de' }}
    >
      <SetupForm stripe={stripe} onAdded={onAdded} />
    </Elements>
  )
}
