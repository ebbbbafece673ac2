import { normalizeData, toDbDateTime, type Component } from '@sitewerk/contracts'
import type { ComponentRow } from './repository.ts'

export const toComponent = (r: ComponentRow): Component => ({
  id: r.id,
  namespace: r.namespace,
  key: r.key,
  title: r.title,
  icon: r.icon,
  form: r.form,
  translations: r.translations,
  template: r.template,
  style: r.style,
  data: normalizeData(r.data),
  script: r.script,
  css: r.css,
  organization_id: r.organizationId,
  updated_at: toDbDateTime(r.updatedAt),
})

/** The class that scopes a component's style; the renderer puts it on each block's wrapper. */
export const scopeClass = (key: string) => `sw-c-${key}`
