import { Checkbox, Radio, Select, Stack, TextInput } from '@mantine/core'
import { asText, wrapperProps, type FieldProps } from './field-props'

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

/** checkbox (a yes/no or a list of options), select and radio. */
export function ChoiceField(props: FieldProps) {
  const { field, value, onChange } = props
  const common = wrapperProps(props)
  const options = field.options ?? []

  if (field.$formkit === 'checkbox' && options.length === 0) {
    return (
      <Checkbox
        {...common}
        checked={value === true}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    )
  }
  if (field.$formkit === 'checkbox') {
    return (
      <Checkbox.Group {...common} value={asList(value)} onChange={onChange}>
        <Stack gap="xs" mt="xs">
          {options.map((option) => (
            <Checkbox key={option.value} value={option.value} label={option.label} />
          ))}
        </Stack>
      </Checkbox.Group>
    )
  }
  // select and radio without options take any text (contracts: a string of up to 255)
  if (options.length === 0) {
    return (
      <TextInput
        {...common}
        value={asText(value)}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    )
  }
  if (field.$formkit === 'radio') {
    return (
      <Radio.Group {...common} value={asText(value)} onChange={onChange}>
        <Stack gap="xs" mt="xs">
          {options.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </Stack>
      </Radio.Group>
    )
  }
  return (
    <Select
      {...common}
      placeholder={field.placeholder}
      data={options}
      value={typeof value === 'string' ? value : null}
      onChange={onChange}
      clearable={!field.required}
    />
  )
}
