import { createHash } from 'node:crypto'
import type { ComponentTranslations } from '@sitewerk/contracts'
import type { Database } from '../db/client.ts'
import { systemClock } from '../lib/clock.ts'
import { ValidationError } from '../lib/errors.ts'
import type { ComponentRow } from '../modules/components/repository.ts'
import { createComponentsRepository } from '../modules/components/repository.ts'
import type { ScssCompiler } from '../modules/components/scss.ts'
import { createComponentsService } from '../modules/components/service.ts'
import { STARTER_COMPONENTS, type StarterComponent } from './starter-components/index.ts'
import { STARTER_TEXTS_EN } from './starter-components/texts-en.ts'

/** JSON with sorted keys: jsonb keeps its own key order, so both sides must be put in one. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined)
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

type Definition = Pick<
  StarterComponent,
  'key' | 'namespace' | 'title' | 'form' | 'template' | 'style' | 'data'
> & { icon: string | null; script: string; translations: ComponentTranslations }

const fingerprint = (definition: Definition) =>
  createHash('sha256')
    .update(
      canonical({
        key: definition.key,
        namespace: definition.namespace,
        title: definition.title,
        icon: definition.icon,
        form: definition.form,
        template: definition.template,
        style: definition.style,
        script: definition.script,
        data: definition.data,
        translations: definition.translations,
      }),
    )
    .digest('hex')

const fromRow = (row: ComponentRow): Definition => ({ ...row, data: row.data ?? {} })

export interface StarterSeedResult {
  created: string[]
  updated: string[]
}

/**
 * Creates or updates the starter library's platform components (by key, organization_id null)
 * through the components service: the same checks, SCSS compile and scoping as a save in the
 * back office. Runs at every start; a component whose stored definition has the shipped
 * fingerprint is not compiled or written again, so a start without changes costs one query.
 * A superuser's edit to a starter component is replaced by the shipped one on the next start.
 */
export async function seedStarterComponents(
  database: Database,
  scss: ScssCompiler,
  starters: readonly StarterComponent[] = STARTER_COMPONENTS,
): Promise<StarterSeedResult> {
  const repo = createComponentsRepository(database.db)
  const components = createComponentsService({
    repo,
    clock: systemClock,
    scss,
    accessTo: async () => undefined,
    onComponentChanged: () => undefined,
  })
  const stored = new Map((await repo.listPlatform()).map((row) => [row.key, row]))
  const result: StarterSeedResult = { created: [], updated: [] }
  for (const starter of starters) {
    const definition: Definition = {
      ...starter,
      script: starter.script ?? '',
      translations: { en: STARTER_TEXTS_EN[starter.key] ?? {} },
    }
    const row = stored.get(starter.key)
    if (row && fingerprint(fromRow(row)) === fingerprint(definition)) continue
    try {
      await components.savePlatform(definition)
    } catch (error) {
      if (error instanceof ValidationError)
        throw new Error(
          `starter component ${starter.key} does not pass: ${JSON.stringify(error.details)}`,
        )
      throw error
    }
    result[row ? 'updated' : 'created'].push(starter.key)
  }
  return result
}
