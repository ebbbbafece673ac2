import { Context, Liquid, type Template } from 'liquidjs'
import { IMAGE_REGISTER, imageFilter, type ImageRegister } from '../images/image-filter.ts'

/** Limits for templates written by tenants (liquidjs' DoS options; cooperative, see ARCHITECTURE). */
export interface LiquidLimits {
  /** Characters one template may have. */
  parseLimit: number
  /** Milliseconds one render may take. */
  renderLimit: number
  /** Accounted allocations one render may make (liquidjs' unit). */
  memoryLimit: number
}

export const DEFAULT_LIMITS: LiquidLimits = {
  parseLimit: 100_000,
  renderLimit: 200,
  memoryLimit: 10_000_000,
}

/** Refuses every file: tenant templates may not include, render or layout anything from disk. */
const noFileSystem = {
  readFileSync: () => {
    throw new Error('includes are not available')
  },
  readFile: async () => {
    throw new Error('includes are not available')
  },
  existsSync: () => false,
  exists: async () => false,
  contains: async () => false,
  containsSync: () => false,
  resolve: (_root: string, file: string) => file,
  sep: '/',
}

/** What a render knows about where its block sits on the page. */
export interface BlockPlacement {
  /** The block is in the page's first article (spec §9: its images load eagerly). */
  inFirstArticle?: boolean
}

/**
 * One engine for tenant templates: output escaped unless `| raw`, own properties only (no
 * `constructor`, no prototype), unknown filters are errors (`{{ 1 | valueOf }}`), no file system.
 */
export function createLiquidEngine(limits: LiquidLimits = DEFAULT_LIMITS) {
  const engine = new Liquid({
    outputEscape: 'escape',
    ownPropertyOnly: true,
    strictFilters: true,
    strictVariables: false,
    fs: noFileSystem,
    relativeReference: false,
    dynamicPartials: false,
    cache: false,
    ...limits,
  })
  // Returns HTML it built and escaped itself, so its output is not escaped again.
  engine.registerFilter('image', { handler: imageFilter, raw: true })
  const parsed = new Map<string, Template[]>()

  return {
    /** Parses once per cache key (component id + updated_at). Throws on a template that does not parse. */
    parse(cacheKey: string, source: string): Template[] {
      let templates = parsed.get(cacheKey)
      if (!templates) {
        templates = engine.parse(source)
        parsed.set(cacheKey, templates)
      }
      return templates
    },
    render(templates: Template[], scope: object, placement: BlockPlacement = {}): string {
      // Registers reach filters but not templates: a tenant cannot read or fake the placement.
      const context = new Context(scope, engine.options, { sync: true }, { liquid: engine })
      context.setRegister(IMAGE_REGISTER, {
        eager: placement.inFirstArticle === true,
      } satisfies ImageRegister)
      return String(engine.renderSync(templates, context))
    },
    forget(cacheKey: string) {
      parsed.delete(cacheKey)
    },
  }
}

export type LiquidEngine = ReturnType<typeof createLiquidEngine>
