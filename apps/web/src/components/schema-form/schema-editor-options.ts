import { FIELD_TYPES, type FieldType, type FormField } from '@sitewerk/contracts'
import { createContext, useContext } from 'react'

export interface SchemaEditorOptions {
  /** The types a field may have here (a public form's are fewer, spec §3). */
  fieldTypes: readonly FieldType[]
  /** Whether a field can be shown only under a condition on another field (public forms). */
  conditions: boolean
  /** The top-level fields as edited now: the fields a condition can look at. */
  fields: readonly FormField[]
}

export const SchemaEditorOptionsContext = createContext<SchemaEditorOptions>({
  fieldTypes: FIELD_TYPES,
  conditions: false,
  fields: [],
})

export const useSchemaEditorOptions = () => useContext(SchemaEditorOptionsContext)
