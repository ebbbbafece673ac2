import { Group, NativeSelect, Paper, Text, TextInput } from '@mantine/core'
import type { FieldCondition, FormField } from '@sitewerk/contracts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * A public form field's 'Nur anzeigen, wenn…' condition: the field shows only while another
 * field has a value, or a given one (contracts FieldCondition). Choice fields offer their options.
 */
export function ShowIfEditor({
  field,
  fields,
  error,
  onChange,
}: {
  field: FormField
  /** The form's fields; the field itself is no choice. */
  fields: readonly FormField[]
  /** The server's message for this condition, if it refused it. */
  error?: string
  onChange: (condition: FieldCondition | undefined) => void
}) {
  const { t } = useTranslation()
  const headingId = useId()
  const condition = field.showIf
  const others = fields.filter((other) => other.uuid !== field.uuid && other.name.trim())
  const target = others.find((other) => other.name === condition?.name)
  const equals = condition?.equals ?? ''
  const setEquals = (value: string) =>
    condition && onChange({ name: condition.name, ...(value ? { equals: value } : {}) })
  return (
    <Paper withBorder p="xs" mt="sm" bg="gray.0" role="group" aria-labelledby={headingId}>
      <Text id={headingId} size="sm" fw={600} mb={4}>
        {t('formsBuilder.showIf.title')}
      </Text>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('formsBuilder.showIf.field')}
          value={condition?.name ?? ''}
          data={[
            { value: '', label: t('formsBuilder.showIf.always') },
            ...others.map((other) => ({ value: other.name, label: other.label || other.name })),
            // a condition on a field since renamed or removed stays visible until it is changed
            ...(condition && !target ? [{ value: condition.name, label: condition.name }] : []),
          ]}
          onChange={(event) => {
            const name = event.currentTarget.value
            onChange(name ? { name } : undefined)
          }}
          error={condition && !target ? t('formsBuilder.showIf.gone') : error}
          w={220}
        />
        {condition &&
          (target?.options?.length ? (
            <NativeSelect
              label={t('formsBuilder.showIf.equals')}
              value={equals}
              data={[
                { value: '', label: t('formsBuilder.showIf.anyValue') },
                ...target.options.map((option) => ({ value: option.value, label: option.label })),
              ]}
              onChange={(event) => setEquals(event.currentTarget.value)}
              w={220}
            />
          ) : (
            <TextInput
              label={t('formsBuilder.showIf.equals')}
              description={t('formsBuilder.showIf.equalsHint')}
              value={equals}
              onChange={(event) => setEquals(event.currentTarget.value)}
              w={260}
            />
          ))}
      </Group>
    </Paper>
  )
}
