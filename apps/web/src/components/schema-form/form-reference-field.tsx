import { Select } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { wrapperProps, type FieldProps } from './field-props'
import { useFormOptions } from './use-form-options'

/**
 * form: one of the site's forms (spec §2 'Formular auswählen'); the value is the form's id. A
 * stored id that is not in the list (yet) stays chosen, shown by its number.
 */
export function FormReferenceField(props: FieldProps) {
  const { t } = useTranslation()
  const { field, value, onChange } = props
  const forms = useFormOptions()
  const options = (forms.data ?? []).map((form) => ({ value: String(form.id), label: form.title }))
  const stored = typeof value === 'number' ? String(value) : null
  if (stored && !options.some((option) => option.value === stored))
    options.push({ value: stored, label: t('schemaForm.form.stored', { id: stored }) })

  return (
    <Select
      {...wrapperProps(props)}
      description={
        field.help ?? (forms.data?.length === 0 ? t('schemaForm.form.empty') : undefined)
      }
      placeholder={field.placeholder ?? t('schemaForm.form.placeholder')}
      data={options}
      value={stored}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      nothingFoundMessage={t('schemaForm.form.empty')}
      clearable={!field.required}
      searchable={options.length > 7}
    />
  )
}
