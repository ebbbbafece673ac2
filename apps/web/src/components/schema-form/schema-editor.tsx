import { Button, Group, SegmentedControl } from '@mantine/core'
import { FIELD_TYPES, FormSchema, type FieldType, type FormField } from '@sitewerk/contracts'
import { useState, type FocusEvent, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckedForm } from '../ui/checked-form'
import {
  fieldErrorsFromApiError,
  fieldErrorsFromZod,
  fieldErrorsUnder,
  unmatchedErrorMessage,
  type FormErrors,
} from '../../utils/form-errors'
import { FieldListEditor } from './field-list-editor'
import { FieldSortList } from './field-sort-list'
import { SchemaEditorOptionsContext } from './schema-editor-options'
import { SchemaPreview } from './schema-preview'
import {
  allUuids,
  problemsByPath,
  toSchema,
  uuidsByNamePath,
  withUuids,
  type EditorField,
} from './schema-editor-model'

interface SchemaEditorProps {
  schema: readonly FormField[]
  /** Apply: saves the schema; the builder leaves edit mode once the returned promise resolves. */
  onSave: (schema: FormField[]) => Promise<unknown>
  isPending: boolean
  serverError: unknown
  /** Where the server puts this schema's errors: 'variables_schema' for 'variables_schema.0.name'. */
  serverPath: string
  /** The customise button's text; spec §4 'Formular anpassen' unless the caller names it. */
  customiseLabel?: string
  /** Only the view mode (a platform component seen by a non-superuser). */
  readOnly?: boolean
  /** The types a field may have; all of them unless named (a public form's are fewer). */
  fieldTypes?: readonly FieldType[]
  /** Each top-level field gets a 'Nur anzeigen, wenn…' condition (public forms). */
  withConditions?: boolean
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

type Tab = 'sort' | 'edit'

/** Brings the field editor of this field into view and puts the cursor in its name. */
function focusField(uuid: string) {
  requestAnimationFrame(() => {
    const row = document.querySelector<HTMLElement>(`[data-field-uuid="${CSS.escape(uuid)}"]`)
    row?.scrollIntoView?.({ block: 'center' })
    row?.querySelector<HTMLInputElement>('input[type="text"], input:not([type])')?.focus()
  })
}

/**
 * The schema-form builder (spec §2, §4, §5): a view mode showing the form as it will be filled,
 * and an edit mode entered by customise and left by apply (saves) or discard (does not). In edit
 * mode a toggle switches between adding and sorting fields and editing them. spec §5 name
 * problems show while typing and keep the schema from being saved.
 */
export function SchemaEditor({
  schema,
  onSave,
  isPending,
  serverError,
  serverPath,
  customiseLabel,
  readOnly = false,
  fieldTypes = FIELD_TYPES,
  withConditions = false,
}: SchemaEditorProps) {
  const { t } = useTranslation()
  const [fields, setFields] = useState<EditorField[] | null>(null)
  const [tab, setTab] = useState<Tab>('sort')
  const [attempted, setAttempted] = useState(false)
  // fields added here and not yet left: their empty name is not a problem before it is touched
  // (focus left the field) or apply is pressed (issue 13)
  const [untouched, setUntouched] = useState<ReadonlySet<string>>(new Set())

  if (fields === null) {
    return (
      <SchemaPreview fields={schema}>
        {!readOnly && (
          <Group>
            <Button
              variant="light"
              onClick={() => {
                setFields(withUuids(schema))
                setAttempted(false)
                setUntouched(new Set())
              }}
            >
              {customiseLabel ?? t('schemaEditor.customise')}
            </Button>
          </Group>
        )}
      </SchemaPreview>
    )
  }

  const uuidAt = uuidsByNamePath(fields)
  const problems: FormErrors = {}
  for (const [path, problem] of Object.entries(problemsByPath(fields))) {
    const uuid = uuidAt[path]
    if (problem === 'name_missing' && !attempted && uuid && untouched.has(uuid)) continue
    problems[path] =
      problem === 'name_missing' ? t('schemaEditor.nameMissing') : t('schemaEditor.nameDuplicate')
  }
  const checks = attempted ? formatErrors(fields, t) : {}
  const server = attempted ? fieldErrorsUnder(fieldErrorsFromApiError(serverError), serverPath) : {}
  const serverPaths = Object.keys(server).map((path) => `${serverPath}.${path}`)
  const errors = { ...server, ...checks, ...problems }
  const blocked = Object.keys(problemsByPath(fields)).length > 0 || Object.keys(checks).length > 0

  /** A change: fields that were not there before start untouched. */
  function change(next: EditorField[]) {
    const before = new Set(allUuids(fields ?? []))
    const added = allUuids(next).filter((uuid) => !before.has(uuid))
    if (added.length > 0) setUntouched((current) => new Set([...current, ...added]))
    setFields(next)
  }

  /** Focus left a field's row: it is touched. */
  function touch(event: FocusEvent<HTMLDivElement>) {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-field-uuid]')
    const uuid = row?.dataset.fieldUuid
    if (!uuid || !untouched.has(uuid)) return
    if (row.contains(event.relatedTarget as Node | null)) return
    setUntouched((current) => new Set([...current].filter((id) => id !== uuid)))
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setAttempted(true)
    if (!fields || Object.keys(problemsByPath(fields)).length > 0) return
    if (Object.keys(formatErrors(fields, t)).length > 0) return
    onSave(toSchema(fields)).then(
      () => setFields(null),
      () => undefined, // the server's errors show through serverError
    )
  }

  function edit(uuid: string) {
    setTab('edit')
    focusField(uuid)
  }

  return (
    <CheckedForm
      onSubmit={handleSubmit}
      formError={
        attempted && blocked
          ? t('schemaEditor.fixProblems')
          : attempted
            ? unmatchedErrorMessage(serverError, serverPaths)
            : null
      }
    >
      <SegmentedControl
        value={tab}
        onChange={(value) => setTab(value as Tab)}
        aria-label={t('schemaEditor.modes')}
        data={[
          { value: 'sort', label: t('schemaEditor.modeSort') },
          { value: 'edit', label: t('schemaEditor.modeEdit') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <div onBlur={touch}>
        <SchemaEditorOptionsContext value={{ fieldTypes, conditions: withConditions, fields }}>
          {tab === 'sort' ? (
            <FieldSortList
              fields={fields}
              onChange={change}
              errors={errors}
              addLabel={t('schemaEditor.add')}
              onEdit={edit}
            />
          ) : (
            <FieldListEditor
              fields={fields}
              onChange={change}
              errors={errors}
              addLabel={t('schemaEditor.add')}
            />
          )}
        </SchemaEditorOptionsContext>
      </div>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setFields(null)}>
          {t('schemaEditor.discard')}
        </Button>
        <Button type="submit" loading={isPending}>
          {t('schemaEditor.apply')}
        </Button>
      </Group>
    </CheckedForm>
  )
}
