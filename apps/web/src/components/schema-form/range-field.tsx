import { Box, Group, NumberInput, Slider } from '@mantine/core'
import { RANGE_DEFAULTS } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { asNumberInput, fromNumberInput, wrapperProps, type FieldProps } from './field-props'

/** spec §3/§9 range: 0 to 100 unless the field says otherwise, floats allowed. */
export function RangeField(props: FieldProps) {
  const { t } = useTranslation()
  const { field, value, onChange } = props
  const common = wrapperProps(props)
  const min = field.min ?? RANGE_DEFAULTS.min
  const max = field.max ?? RANGE_DEFAULTS.max
  const step = field.step ?? 1
  return (
    <NumberInput
      {...common}
      min={min}
      max={max}
      step={step}
      decimalScale={2}
      clampBehavior="none" // out of range shows the schema's message instead of a silent change
      value={asNumberInput(value)}
      onChange={(next) => onChange(fromNumberInput(next))}
      inputContainer={(input) => (
        <Group gap="md" wrap="nowrap" align="center">
          <Slider
            style={{ flex: 1 }}
            min={min}
            max={max}
            step={step}
            value={typeof value === 'number' ? value : min}
            onChange={onChange}
            thumbLabel={t('schemaForm.rangeSlider', { label: common.label })}
            label={(current) => current.toLocaleString()}
          />
          <Box w={110}>{input}</Box>
        </Group>
      )}
    />
  )
}
