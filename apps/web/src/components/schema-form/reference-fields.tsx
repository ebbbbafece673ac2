import { NumberInput, Select } from '@mantine/core'
import { MediaInputValue } from '@sitewerk/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { asNumberInput, fromNumberInput, wrapperProps, type FieldProps } from './field-props'

const NONE = 'none'
const KEPT = 'kept'

/**
 * media: there is no media library yet, so no file can be chosen. A file stored before (by the
 * server or an import) is kept unless "no file" is chosen; a new value is always null.
 */
export function MediaField(props: FieldProps) {
  const { t } = useTranslation()
  const { field, value, onChange } = props
  const [stored] = useState(() => MediaInputValue.safeParse(value).data ?? null)
  const data = [
    { value: NONE, label: t('schemaForm.media.none') },
    ...(stored ? [{ value: KEPT, label: stored.name || stored.filename }] : []),
  ]
  return (
    <Select
      {...wrapperProps(props)}
      description={field.help ?? t('schemaForm.media.pending')}
      data={data}
      value={value && stored ? KEPT : NONE}
      onChange={(choice) => onChange(choice === KEPT ? stored : null)}
      allowDeselect={false}
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
