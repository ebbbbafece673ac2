import { TextInput, type TextInputProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** The e-mail field of every auth form: named `email`, so the server's errors.email lands here. */
export function EmailInput(props: Omit<TextInputProps, 'name' | 'type' | 'label'>) {
  const { t } = useTranslation()
  return <TextInput name="email" type="email" label={t('auth.fields.email')} required {...props} />
}
