import type { ComponentNamespace, FormField } from '@sitewerk/contracts'

/**
 * A platform component shipped as a folder (load-starter-folders.ts); seeded at every start
 * (seed/starter-components.ts).
 */
export interface StarterComponent {
  key: string
  namespace: ComponentNamespace
  title: string
  /** A Tabler icon name, e.g. 'layout-navbar'. */
  icon: string
  /** Schema-form fields with German labels; they describe `data`. */
  form: FormField[]
  /** Liquid. */
  template: string
  /** SCSS, scoped to `.sw-c-{key}` when compiled. */
  style: string
  script?: string
  /** Default values for new contents. */
  data: Record<string, unknown>
}
