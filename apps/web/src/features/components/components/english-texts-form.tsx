import { Code, Fieldset, Text, TextInput } from '@mantine/core'
import { ComponentTranslations, type Component } from '@sitewerk/contracts'
import { useMemo, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { CheckedForm, FormActions } from '../../../components/ui/checked-form'
import { useCheckedValues } from '../../../hooks/use-checked-values'
import {
  TITLE_NAME,
  englishFields,
  englishValues,
  toTranslations,
  type EnglishText,
} from '../utils/english-texts'

const Body = z.object({ translations: ComponentTranslations })

/**
 * The English title and field texts of a component (decision 016). Each input shows the German
 * text it stands in for; one left empty shows the German in an English back office.
 */
export function EnglishTextsForm({
  component,
  readOnly,
  isPending,
  serverError,
  onSubmit,
}: {
  component: Component
  readOnly: boolean
  isPending: boolean
  serverError: unknown
  onSubmit: (translations: ComponentTranslations) => void
}) {
  const { t } = useTranslation()
  const fields = useMemo(() => englishFields(component.form), [component.form])
  const texts = useMemo<EnglishText[]>(
    () => [
      { name: TITLE_NAME, kind: 'title', german: component.title },
      ...fields.flatMap((field) => field.texts),
    ],
    [component.title, fields],
  )
  const [values, setValues] = useState(() => englishValues(component.translations, texts))
  const { check, errors, formError } = useCheckedValues({
    schema: Body,
    serverError,
    fieldNames: texts.map((text) => text.name),
  })

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const body = check({ translations: toTranslations(values, texts) })
    if (body) onSubmit(body.translations)
  }

  const input = (text: EnglishText, label: string) => (
    <TextInput
      key={text.name}
      name={text.name}
      label={label}
      placeholder={text.german}
      value={values[text.name] ?? ''}
      onChange={(event) => {
        const value = event.currentTarget.value
        setValues((current) => ({ ...current, [text.name]: value }))
      }}
      readOnly={readOnly}
      error={errors[text.name]}
    />
  )

  return (
    <CheckedForm onSubmit={handleSubmit} formError={formError}>
      <Text size="sm">{t('componentTexts.intro')}</Text>
      {input(texts[0]!, t('componentTexts.title'))}
      {fields.length === 0 && <Text c="dimmed">{t('componentTexts.noFields')}</Text>}
      {fields.map(({ path, field, texts: own }) => (
        <Fieldset
          key={path}
          legend={
            <>
              {field.label || field.name} <Code>{path}</Code>
            </>
          }
        >
          {own.map((text) =>
            input(
              text,
              text.kind === 'option'
                ? t('componentTexts.option', { label: text.german || text.value })
                : t(`componentTexts.${text.kind}`),
            ),
          )}
        </Fieldset>
      ))}
      {!readOnly && <FormActions submitLabel={t('common.save')} isPending={isPending} />}
    </CheckedForm>
  )
}
