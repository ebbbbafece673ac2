import { Stack } from '@mantine/core'
import type { FormField } from '@sitewerk/contracts'
import type { FormErrors } from '../../utils/form-errors'
import { NestedFormContext } from './nested-form'
import { SchemaField } from './schema-field'
import type { FormValues } from './values'

export interface SchemaFormProps {
  fields: readonly FormField[]
  values: FormValues
  onChange: (values: FormValues) => void
  /** Messages by dot path ('headline', 'cta.href', 'cards.0.title'). */
  errors?: FormErrors
  /** The path of this level inside `errors`, ending in a dot; '' at the top. */
  pathPrefix?: string
}

/**
 * Draws the inputs of a schema-form (spec §3 form field) for component data, site variables and
 * forms. Controlled: the caller owns the values and the surrounding <form>; groups and repeats
 * nest another SchemaForm.
 */
export function SchemaForm({
  fields,
  values,
  onChange,
  errors = {},
  pathPrefix = '',
}: SchemaFormProps) {
  return (
    <NestedFormContext.Provider value={drawNestedForm}>
      <Stack gap="md">
        {fields.map((field) => (
          <SchemaField
            key={field.uuid ?? field.name}
            field={field}
            value={values[field.name]}
            onChange={(value) => onChange({ ...values, [field.name]: value })}
            errors={errors}
            path={`${pathPrefix}${field.name}`}
          />
        ))}
      </Stack>
    </NestedFormContext.Provider>
  )
}

const drawNestedForm = (props: SchemaFormProps) => <SchemaForm {...props} />
