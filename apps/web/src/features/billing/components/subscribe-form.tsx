import { Button, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { Units, type Service } from '@sitewerk/contracts'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '../../../api/client'
import { FormAlert } from '../../../components/ui/form-alert'
import { useSubscribe } from '../api/subscriptions'
import { useBillingFormat } from '../hooks/use-billing-format'
import { UnitsInput } from './units-input'

/** Subscribe: a number of units for a per-unit service (a plan is one), with the total. */
export function SubscribeForm({ service }: { service: Service }) {
  const { t } = useTranslation()
  const format = useBillingFormat()
  const subscribe = useSubscribe(() =>
    notifications.show({
      color: 'green',
      message: t('billing.subscribe.done', { title: service.title }),
    }),
  )
  const perUnit = service.price_type === 'per_unit'
  const [units, setUnits] = useState<number | ''>(1)
  const [invalid, setInvalid] = useState(false)
  const valid = Units.safeParse(units).success

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = Units.safeParse(units)
    setInvalid(!parsed.success)
    if (!parsed.success) return
    subscribe.mutate({ identifier: service.identifier, units: parsed.data })
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={subscribe.error ? getErrorMessage(subscribe.error) : null} />
        {perUnit && (
          <UnitsInput
            label={t('billing.units.label')}
            value={units}
            onChange={setUnits}
            error={invalid && !valid ? t('billing.units.invalid') : null}
          />
        )}
        {valid && (
          <Text>
            {t('billing.subscribe.total', {
              amount: format.money(service.price * Number(units)),
              period: t(`billing.totalType.${service.price_type}`),
            })}
          </Text>
        )}
        {service.trial_days > 0 && (
          <Text size="sm" c="dimmed">
            {t('billing.subscribe.trialHint', { count: service.trial_days })}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={subscribe.isPending}>
            {service.trial_days > 0
              ? t('billing.trial', { count: service.trial_days })
              : t('billing.subscribe.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
