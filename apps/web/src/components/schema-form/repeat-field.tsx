import { Button, Fieldset, Group, Input, Paper, Stack, Text } from '@mantine/core'
import { normalizeData } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import type { FieldProps } from './field-props'
import { RowControls } from './row-controls'
import { SchemaForm } from './schema-form'
import { emptyRow, moveItem, type FormValues } from './values'

/** repeat: rows of the field's `schema`; rows are added, removed and moved up or down. */
export function RepeatField({ field, value, onChange, errors, path }: FieldProps) {
  const { t } = useTranslation()
  const label = field.label || field.name
  const rows: FormValues[] = Array.isArray(value) ? value.map(normalizeData) : []
  const replaceRow = (index: number, row: FormValues) =>
    onChange(rows.map((current, i) => (i === index ? row : current)))

  return (
    <Fieldset legend={label} variant="filled">
      <Stack gap="sm">
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('schemaForm.repeat.empty')}
          </Text>
        )}
        {rows.map((row, index) => {
          const rowLabel = t('schemaForm.repeat.row', { label, number: index + 1 })
          return (
            // Rows have no identity of their own; the index is their key.
            <Paper key={index} withBorder p="sm" role="group" aria-label={rowLabel}>
              <Group justify="space-between" mb="xs" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {t('schemaForm.repeat.rowTitle', { number: index + 1 })}
                </Text>
                <RowControls
                  moveUpLabel={t('schemaForm.repeat.moveUp', { row: rowLabel })}
                  moveDownLabel={t('schemaForm.repeat.moveDown', { row: rowLabel })}
                  removeLabel={t('schemaForm.repeat.remove', { row: rowLabel })}
                  isFirst={index === 0}
                  isLast={index === rows.length - 1}
                  onMove={(step) => onChange(moveItem(rows, index, index + step))}
                  onRemove={() => onChange(rows.filter((_, i) => i !== index))}
                />
              </Group>
              <SchemaForm
                fields={field.schema ?? []}
                values={row}
                onChange={(next) => replaceRow(index, next)}
                errors={errors}
                pathPrefix={`${path}.${index}.`}
              />
            </Paper>
          )
        })}
        {errors[path] && <Input.Error>{errors[path]}</Input.Error>}
        <Group>
          <Button variant="light" size="xs" onClick={() => onChange([...rows, emptyRow(field)])}>
            {t('schemaForm.repeat.add', { label })}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  )
}
