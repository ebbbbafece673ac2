import { NumberInput } from '@mantine/core'
import { MediaInputValue } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { MediaInput } from '../media-input/media-input'
import { asNumberInput, fromNumberInput, wrapperProps, type FieldProps } from './field-props'

/** media: the chosen file (spec §3 Media input value), chosen and edited in the media dialog. */
export function MediaField(props: FieldProps) {
  const { field, value, onChange, errors, path } = props
  return (
    <MediaInput
      label={field.label || field.name}
      description={field.help}
      required={field.required}
      error={errors[path]}
      value={MediaInputValue.safeParse(value).data ?? null}
      onChange={onChange}
    />
  )
}

/** form: the id of a form of this site; the form picker comes with the forms feature. */
export function FormReferenceField(props: FieldProps) {
  const { t } = useTranslation()
  const { field, value, onChange } = props
  return (
    <NumberInput
      {...wrapperProps(props)}
      description={field.help ?? t('schemaForm.form.pending')}
      placeholder={field.placeholder}
      min={1}
      allowDecimal={false}
      allowNegative={false}
      value={asNumberInput(value)}
      onChange={(next) => onChange(fromNumberInput(next))}
    />
  )
}
