import { Fieldset } from '@mantine/core'
import { normalizeData } from '@sitewerk/contracts'
import { FieldHelp, FieldLegend } from './field-legend'
import type { FieldProps } from './field-props'
import { SchemaForm } from './schema-form'

/** group: the children in a fieldset, their values under this field's name. */
export function GroupField({ field, value, onChange, errors, path }: FieldProps) {
  return (
    <Fieldset legend={<FieldLegend field={field} />} variant="filled">
      <FieldHelp field={field} />
      <SchemaForm
        fields={field.children ?? []}
        values={normalizeData(value)}
        onChange={onChange}
        errors={errors}
        pathPrefix={`${path}.`}
      />
    </Fieldset>
  )
}
