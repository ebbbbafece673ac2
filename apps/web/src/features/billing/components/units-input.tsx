import { NumberInput } from '@mantine/core'
import { SUBSCRIPTION_UNITS_MAX } from '@sitewerk/contracts'

/** A whole number of units from 1 to SUBSCRIPTION_UNITS_MAX; '' while the field is empty. */
export function UnitsInput({
  label,
  value,
  onChange,
  error,
  description,
}: {
  label: string
  value: number | ''
  onChange: (value: number | '') => void
  error?: string | null
  description?: string
}) {
  return (
    <NumberInput
      label={label}
      description={description}
      value={value}
      onChange={(next) =>
        onChange(typeof next === 'number' ? next : next === '' ? '' : Number(next))
      }
      min={1}
      max={SUBSCRIPTION_UNITS_MAX}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      error={error}
      maw={240}
      required
    />
  )
}
