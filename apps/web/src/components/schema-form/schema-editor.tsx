import { FormSchema, type FormField } from '@sitewerk/contracts'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckedForm, FormActions } from '../ui/checked-form'
import {
  fieldErrorsFromApiError,
  fieldErrorsFromZod,
  fieldErrorsUnder,
  unmatchedErrorMessage,
  type FormErrors,
} from '../../utils/form-errors'
import { FieldListEditor } from './field-list-editor'
import { problemsByPath, toSchema, withUuids, type EditorField } from './schema-editor-model'

interface SchemaEditorProps {
  schema: readonly FormField[]
  onSave: (schema: FormField[]) => void
  isPending: boolean
  serverError: unknown
  /** Where the server puts this schema's errors: 'variables_schema' for 'variables_schema.0.name'. */
  serverPath: string
}

/** Contract checks beyond spec §5's two (a name must be usable as a key), after a save attempt. */
function formatErrors(fields: EditorField[], t: ReturnType<typeof useTranslation>['t']) {
  const parsed = FormSchema.safeParse(toSchema(fields))
  if (parsed.success) return {}
  const errors = fieldErrorsFromZod(parsed.error, t)
  for (const key of Object.keys(errors)) {
    if (key.endsWith('.name')) errors[key] = t('schemaEditor.nameInvalid')
  }
  return errors
}

/**
 * Edits a schema-form's field list: add (type, name, label, required), remove, reorder, options
 * of choice fields and the fields inside groups and repeats. spec §5 name problems show while
 * typing and keep the schema from being saved.
 */
export function SchemaEditor({
  schema,
  onSave,
  isPending,
  serverError,
  serverPath,
}: SchemaEditorProps) {
  const { t } = useTranslation()
  const [fields, setFields] = useState(() => withUuids(schema))
  const [attempted, setAttempted] = useState(false)

  const problems: FormErrors = {}
  for (const [path, problem] of Object.entries(problemsByPath(fields))) {
    problems[path] =
      problem === 'name_missing' ? t('schemaEditor.nameMissing') : t('schemaEditor.nameDuplicate')
  }
  const checks = attempted ? formatErrors(fields, t) : {}
  const server = fieldErrorsUnder(fieldErrorsFromApiError(serverError), serverPath)
  const serverPaths = Object.keys(server).map((path) => `${serverPath}.${path}`)
  const errors = { ...server, ...checks, ...problems }
  const blocked = Object.keys(problems).length > 0 || Object.keys(checks).length > 0

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setAttempted(true)
    if (Object.keys(problems).length > 0 || Object.keys(formatErrors(fields, t)).length > 0) return
    onSave(toSchema(fields))
  }

  return (
    <CheckedForm
      onSubmit={handleSubmit}
      formError={
        attempted && blocked
          ? t('schemaEditor.fixProblems')
          : unmatchedErrorMessage(serverError, serverPaths)
      }
    >
      <FieldListEditor
        fields={fields}
        onChange={setFields}
        errors={errors}
        addLabel={t('schemaEditor.add')}
      />
      <FormActions submitLabel={t('schemaEditor.save')} isPending={isPending} />
    </CheckedForm>
  )
}
