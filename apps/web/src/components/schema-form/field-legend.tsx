import { Text } from '@mantine/core'
import type { FormField } from '@sitewerk/contracts'

/** The legend of a group or repeat: its label, with the required marker of Mantine's inputs. */
export function FieldLegend({ field }: { field: FormField }) {
  return (
    <>
      {field.label || field.name}
      {field.required && (
        <Text span c="var(--mantine-color-error)" aria-hidden="true">
          {' *'}
        </Text>
      )}
    </>
  )
}

/** A group's or repeat's help text, under its legend. */
export function FieldHelp({ field }: { field: FormField }) {
  return field.help ? (
    <Text size="sm" c="dimmed" mb="xs">
      {field.help}
    </Text>
  ) : null
}
