import { Context, Liquid, type Template } from 'liquidjs'
import {
  ICON_REGISTER,
  createIconFilter,
  type IconRegister,
  type IconSource,
} from '../icons/icon-filter.ts'
import { FORM_REGISTER, formFilter, type FormRegister } from '../forms/render-form.ts'
import { IMAGE_REGISTER, imageFilter, type ImageRegister } from '../images/image-filter.ts'
import { createSizedLru } from '../sized-lru.ts'

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
  /** Told each icon name the icon set lacks (the `icon` filter renders nothing for it). */
  onMissingIcon?: (name: string) => void
  /** The forms the `form` filter may draw in this block; without them it draws nothing. */
  forms?: FormRegister
  /** Told before a render that ran out of time starts again: forget what the first try reported. */
  onRetry?: () => void
}

/** Bounds of the parsed-template cache: abuse (or years of edits) must not grow it forever. */
export interface TemplateCacheLimits {
  /** Parsed templates kept. */
  maxTemplates: number
  /** Characters of template source kept (a parsed template costs a multiple of its source). */
  maxTemplateChars: number
}

export const DEFAULT_TEMPLATE_CACHE: TemplateCacheLimits = {
  maxTemplates: 2000,
  maxTemplateChars: 8_000_000,
}

/**
 * One engine for tenant templates: output escaped unless `| raw`, own properties only (no
 * `constructor`, no prototype), unknown filters are errors (`{{ 1 | valueOf }}`), no file system.
 */
export function createLiquidEngine(
  limits: LiquidLimits = DEFAULT_LIMITS,
  { maxTemplates, maxTemplateChars }: TemplateCacheLimits = DEFAULT_TEMPLATE_CACHE,
  {
    icons,
    plainText = false,
  }: {
    icons?: IconSource
    /** Output unescaped, for text that is not HTML (a mail's text part); escape it where it is used. */
    plainText?: boolean
  } = {},
) {
  const engine = new Liquid({
    ...(plainText ? {} : { outputEscape: 'escape' as const }),
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
  engine.registerFilter('form', { handler: formFilter, raw: true })
  // Always registered, so a template using it parses everywhere; without a source it draws nothing.
  engine.registerFilter('icon', { handler: createIconFilter(icons), raw: true })
  const parsed = createSizedLru<Template[]>({
    maxSize: maxTemplateChars,
    maxEntries: maxTemplates,
    keepOne: true,
  })
  const forget = parsed.delete

  return {
    /** Parses once per cache key (component id + updated_at). Throws on a template that does not parse. */
    parse(cacheKey: string, source: string): Template[] {
      const hit = parsed.get(cacheKey)
      if (hit) return hit
      const templates = engine.parse(source)
      parsed.set(cacheKey, templates, source.length)
      return templates
    },
    /** Templates and source characters the cache holds. */
    cacheSize: () => ({ templates: parsed.count, chars: parsed.size }),
    /**
     * The limit is wall-clock time: a thread the machine or the collector held up is not a slow
     * template. A render that ran out of time runs once more from the start; a slow template runs
     * out again and throws.
     */
    render(templates: Template[], scope: object, placement: BlockPlacement = {}): string {
      try {
        return renderOnce(templates, scope, placement)
      } catch (error) {
        if (!isRenderTimeout(error)) throw error
        placement.onRetry?.()
        return renderOnce(templates, scope, placement)
      }
    },
    forget,
  }

  function renderOnce(templates: Template[], scope: object, placement: BlockPlacement) {
    // Registers reach filters but not templates: a tenant cannot read or fake the placement.
    const context = new Context(scope, engine.options, { sync: true }, { liquid: engine })
    context.setRegister(IMAGE_REGISTER, {
      eager: placement.inFirstArticle === true,
    } satisfies ImageRegister)
    context.setRegister(ICON_REGISTER, {
      onMissing: placement.onMissingIcon,
    } satisfies IconRegister)
    if (placement.forms) context.setRegister(FORM_REGISTER, placement.forms)
    return String(engine.renderSync(templates, context))
  }
}

/** liquidjs' error for a render past its `renderLimit` (it has no class of its own). */
const isRenderTimeout = (error: unknown) =>
  error instanceof Error && error.message.startsWith('template render limit exceeded')

export type LiquidEngine = ReturnType<typeof createLiquidEngine>
