import { createContext, useContext, type ReactNode } from 'react'
import type { SchemaFormProps } from './schema-form'

type DrawForm = (props: SchemaFormProps) => ReactNode

/**
 * How groups and repeats draw their children: with SchemaForm, which hands this down, so that it
 * and the fields that nest it do not import each other (decision 061: no import cycles).
 */
export const NestedFormContext = createContext<DrawForm | null>(null)

export function useNestedForm(): DrawForm {
  const drawForm = useContext(NestedFormContext)
  if (!drawForm) throw new Error('a group or repeat field outside of SchemaForm')
  return drawForm
}
