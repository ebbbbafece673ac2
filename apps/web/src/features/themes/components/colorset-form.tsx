import { ColorInput, ColorSwatch, TextInput } from '@mantine/core'
import { CreateColorsetBody, parseColor, type Colorset } from '@sitewerk/contracts'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckedForm, FormActions } from '../../../components/ui/checked-form'
import { useCheckedValues } from '../../../hooks/use-checked-values'
import { ContrastCheck } from '../../../components/contrast-check'

/** spec §9: a colour picker starts at white. */
export const DEFAULT_PICKER_COLOR = '#ffffff'

const COLOR_FIELDS = [
  'highlight_color',
  'secondary_color',
  'text_color',
  'background_color',
] as const
type ColorField = (typeof COLOR_FIELDS)[number]
type Values = { title: string } & Record<ColorField, string>

interface ColorsetFormProps {
  colorset?: Colorset
  submitLabel: string
  isPending: boolean
  serverError: unknown
  onSubmit: (body: CreateColorsetBody) => void
}

/** Title and the four colours of a colour set, checked with the contract, with a contrast check. */
export function ColorsetForm({
  colorset,
  submitLabel,
  isPending,
  serverError,
  onSubmit,
}: ColorsetFormProps) {
  const { t } = useTranslation()
  const [values, setValues] = useState<Values>({
    title: colorset?.title ?? '',
    highlight_color: colorset?.highlight_color ?? DEFAULT_PICKER_COLOR,
    secondary_color: colorset?.secondary_color ?? DEFAULT_PICKER_COLOR,
    text_color: colorset?.text_color ?? DEFAULT_PICKER_COLOR,
    background_color: colorset?.background_color ?? DEFAULT_PICKER_COLOR,
  })
  const set = (field: keyof Values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }))

  const { check, errors, formError } = useCheckedValues({
    schema: CreateColorsetBody,
    serverError,
    fieldNames: ['title', ...COLOR_FIELDS],
  })

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const body = check(values)
    if (body) onSubmit(body)
  }

  return (
    <CheckedForm onSubmit={handleSubmit} formError={formError}>
      <TextInput
        name="title"
        label={t('colorsets.fields.title')}
        value={values.title}
        onChange={(event) => set('title')(event.currentTarget.value)}
        required
        error={errors.title}
      />
      {COLOR_FIELDS.map((field) => (
        <ColorInput
          key={field}
          name={field}
          label={t(`colorsets.fields.${field}`)}
          value={values[field]}
          onChange={set(field)}
          format="hex"
          fixOnBlur={false}
          // Mantine's own preview reads fewer spellings than spec §5 (hsl with spaces)
          withPreview={false}
          leftSection={
            <ColorSwatch color={parseColor(values[field])?.toCss() ?? 'transparent'} size={18} />
          }
          required
          error={errors[field]}
          spellCheck={false}
        />
      ))}
      <ContrastCheck
        text={values.text_color}
        background={values.background_color}
        highlight={values.highlight_color}
      />
      <FormActions submitLabel={submitLabel} isPending={isPending} />
    </CheckedForm>
  )
}
