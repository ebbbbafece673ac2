import { Fieldset } from '@mantine/core'
import { normalizeData } from '@sitewerk/contracts'
import { FieldHelp, FieldLegend } from './field-legend'
import type { FieldProps } from './field-props'
import { useNestedForm } from './nested-form'

/** group: the children in a fieldset, their values under this field's name. */
export function GroupField({ field, value, onChange, errors, path }: FieldProps) {
  const drawForm = useNestedForm()
  return (
    <Fieldset legend={<FieldLegend field={field} />} variant="filled">
      <FieldHelp field={field} />
      {drawForm({
        fields: field.children ?? [],
        values: normalizeData(value),
        onChange,
        errors,
        pathPrefix: `${path}.`,
      })}
    </Fieldset>
  )
}
