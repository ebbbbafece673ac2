import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { Units, type Subscription } from '@sitewerk/contracts'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '../../../api/client'
import { FormAlert } from '../../../components/ui/form-alert'
import { useChangeUnits } from '../api/subscriptions'
import { useBillingFormat } from '../hooks/use-billing-format'
import { UnitsInput } from './units-input'

/**
 * Change the units: more apply at once (the rest of the period charged pro rata), fewer at the
 * next period; after saving, the date the server set (`change_at`) is shown.
 */
export function ChangeUnitsForm({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation()
  const format = useBillingFormat()
  const change = useChangeUnits()
  const [units, setUnits] = useState<number | ''>(subscription.change_units ?? subscription.units)
  const [invalid, setInvalid] = useState(false)
  const valid = Units.safeParse(units).success
  const periodEnd = subscription.current_period_end

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = Units.safeParse(units)
    setInvalid(!parsed.success)
    if (parsed.success) change.mutate({ id: subscription.id, units: parsed.data })
  }

  const saved = change.data
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <FormAlert message={change.error ? getErrorMessage(change.error) : null} />
        {saved && (
          <Alert color="green" variant="light" role="status">
            {saved.change_at && saved.change_units !== null
              ? t('billing.change.later', {
                  count: saved.change_units,
                  date: format.date(saved.change_at),
                })
              : t('billing.change.now', { count: saved.units })}
          </Alert>
        )}
        <UnitsInput
          label={t('billing.change.label')}
          value={units}
          onChange={setUnits}
          error={invalid && !valid ? t('billing.units.invalid') : null}
        />
        <Text size="sm" c="dimmed">
          {t('billing.change.ruleMore')}{' '}
          {periodEnd
            ? t('billing.change.ruleFewer', { date: format.date(periodEnd) })
            : t('billing.change.ruleFewerNextPeriod')}
        </Text>
        <Group>
          <Button
            type="submit"
            variant="light"
            loading={change.isPending}
            disabled={units === subscription.units && subscription.change_units === null}
          >
            {t('billing.change.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
