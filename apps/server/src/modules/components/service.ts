import {
  FormSchema,
  dropUntypedFields,
  findSchemaProblems,
  normalizeData,
  toDbDateTime,
  type ComponentUsage,
  type CreateComponentBody,
  type DraftField,
  type FormField,
  type UpdateComponentBody,
} from '@sitewerk/contracts'
import { createLiquidEngine, type LiquidEngine } from '@sitewerk/renderer'
import type { components } from '../../db/schema/index.ts'
import type { Clock } from '../../lib/clock.ts'
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts'
import {
  ForbiddenError,
  InUseError,
  NotFoundError,
  ServiceUnavailableError,
  TooManyRequestsError,
  ValidationError,
} from '../../lib/errors.ts'
import { QueueFullError } from '../../lib/fair-queue.ts'
import { foreignMediaPaths } from '../../lib/media-values.ts'
import {
  requireOrganization,
  requireRole,
  requireSuperuser,
  requireUser,
  type AuthUser,
  type RequestContext,
} from '../../lib/request-context.ts'
import { createTranslator, type Translate } from '../../lib/i18n/translate.ts'
import { issuesToFieldErrors, schemaProblemsToFieldErrors } from '../../lib/i18n/validation-messages.ts'
import { scopeClass, toComponent } from './mappers.ts'
import type { ComponentRow, ComponentsRepository } from './repository.ts'
import { CompilerStoppingError, type ScssCompiler, type ScssResult } from './scss.ts'

export interface ComponentsServiceDeps {
  repo: ComponentsRepository
  clock: Clock
  scss: ScssCompiler
  /** The user's access to an organisation (member, or superuser); undefined for none. */
  accessTo: (user: AuthUser, organizationId: number) => Promise<object | undefined>
  /** Called after a component changed or went away: pages that show it must render anew. */
  onComponentChanged: (componentId: number) => void
  liquid?: LiquidEngine
  /** Whether the organisation has this media file: default values may only use one's own. */
  hasMediaFile?: (organizationId: number, fileId: number) => Promise<boolean>
}

type Changes = Partial<typeof components.$inferInsert>
type Errors = Record<string, string[]>

/** liquidjs appends ', line:2, col:1' to its messages; the line travels separately. */
function liquidProblem(error: unknown) {
  const { message, token } = error as {
    message?: string
    token?: { getPosition?: () => [number, number] }
  }
  return {
    line: token?.getPosition?.()[0] ?? 1,
    message: String(message ?? error).replace(/, line:\d+, col:\d+$/, ''),
  }
}

/**
 * The next updated_at: at least a second after the last one, because clients only see seconds
 * and the style URL's `v` (spec §7) must change with every save or browsers keep the old CSS.
 */
function nextUpdatedAt(now: Date, previous: Date | null) {
  if (!previous || Math.floor(now.getTime() / 1000) > Math.floor(previous.getTime() / 1000))
    return now
  return new Date(previous.getTime() + 1000)
}

/** Messages of checks that run without a request (seeding): for the server log. */
const systemMessages = createTranslator('en')

export function createComponentsService({
  repo,
  clock,
  scss,
  accessTo,
  onComponentChanged,
  liquid = createLiquidEngine(),
  hasMediaFile,
}: ComponentsServiceDeps) {
  let checks = 0

  function templateErrors(t: Translate, template: string): string[] {
    const cacheKey = `save-check-${++checks}`
    try {
      liquid.parse(cacheKey, template)
      return []
    } catch (error) {
      return [t('components.template_invalid', liquidProblem(error))]
    } finally {
      liquid.forget(cacheKey)
    }
  }

  /** spec §5: untyped fields are dropped, names are required and unique, then the full check. */
  function checkForm(t: Translate, draft: DraftField[]) {
    const fields = dropUntypedFields(draft)
    const problems = findSchemaProblems(fields)
    if (problems.length) return { errors: schemaProblemsToFieldErrors(problems, t, 'form') }
    const parsed = FormSchema.safeParse(fields)
    if (parsed.success) return { form: parsed.data, errors: {} }
    const issues = parsed.error.issues.map((i) => ({ ...i, path: ['form', ...i.path.map(String)] }))
    return { errors: issuesToFieldErrors(issues as never, t, { form: fields }) }
  }

  function styleError(t: Translate, { error }: Extract<ScssResult, { error: unknown }>) {
    if (error.kind === 'invalid')
      return t('components.style_invalid', { line: error.line, message: error.message })
    return t(error.kind === 'timeout' ? 'components.style_timeout' : 'components.style_too_large')
  }

  /**
   * Checks template, form and style together and answers the columns to write. Nothing is saved
   * when one fails, so pages keep the last good version.
   */
  /**
   * Compiles for `owner` (an organisation, or the platform): compiles are shared fairly between
   * owners (decision 014), and an owner past its queue cap hears 429 with Retry-After.
   */
  async function compile(source: string, scope: string | null, owner: string | number) {
    if (!source.trim()) return { css: '' }
    try {
      return await scss.compile(source, scope, { owner })
    } catch (error) {
      if (error instanceof QueueFullError) throw new TooManyRequestsError(error.retryAfterSeconds)
      if (error instanceof CompilerStoppingError)
        throw new ServiceUnavailableError(error.retryAfterSeconds)
      throw error
    }
  }

  async function prepare(
    t: Translate,
    body: UpdateComponentBody,
    current: ComponentRow | null,
    owner: number | null,
  ): Promise<Changes> {
    const { form, template, style, data, platform: _, ...plain } = body as CreateComponentBody
    const changes: Changes = { ...plain }
    const errors: Errors = {}
    if (template !== undefined) {
      const problems = templateErrors(t, template)
      if (problems.length) errors.template = problems
      changes.template = template
    }
    if (form !== undefined) {
      const checked = checkForm(t, form)
      Object.assign(errors, checked.errors)
      if (checked.form) changes.form = checked.form
    }
    if (data !== undefined) changes.data = normalizeData(data)
    const key = body.key ?? current!.key
    if (style !== undefined || (current && key !== current.key)) {
      const source = style ?? current!.style
      const result = await compile(source, scopeClass(key), owner ?? 'platform')
      if ('css' in result) Object.assign(changes, { style: source, css: result.css })
      else errors.style = [styleError(t, result)]
    }
    if (Object.keys(errors).length) throw new ValidationError(t('validation.invalid'), errors)
    return changes
  }

  /**
   * Media values in default data must be the organisation's own files (422 on `data.<field>`);
   * a platform component shows in every organisation, so its defaults may hold none.
   */
  async function assertOwnMedia(
    ctx: RequestContext,
    organizationId: number | null,
    form: FormField[],
    data: unknown,
  ) {
    const foreign = await foreignMediaPaths(
      form,
      data,
      async (fileId) =>
        organizationId !== null && (await hasMediaFile?.(organizationId, fileId)) === true,
      'data',
    )
    if (foreign.length)
      throw new ValidationError(
        ctx.t('validation.invalid'),
        Object.fromEntries(foreign.map((path) => [path, [ctx.t('media.file_unknown')]])),
      )
  }

  const keyTaken = async <T>(ctx: RequestContext, write: () => Promise<T>) => {
    try {
      return await write()
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ValidationError(ctx.t('validation.invalid'), {
          key: [ctx.t('components.key_taken')],
        })
      throw error
    }
  }

  async function loadVisible(ctx: RequestContext, id: number) {
    const row = await repo.findVisible(requireOrganization(ctx).id, id)
    if (!row) throw new NotFoundError()
    return row
  }

  /** Platform components belong to everyone and are changed by superusers only. */
  async function loadForChange(ctx: RequestContext, id: number) {
    const row = await loadVisible(ctx, id)
    if (row.organizationId === null && !ctx.user!.superuser) throw new ForbiddenError()
    return row
  }

  async function usagesOf(id: number): Promise<ComponentUsage[]> {
    const { onPages, inLayouts } = await repo.usagesOf(id)
    return [
      ...onPages.map((p) => ({ type: 'page' as const, ...p })),
      ...inLayouts.map((l) => ({ type: 'layout' as const, ...l, slot: l.slot! })),
    ]
  }

  return {
    /** spec §7 GET components: the platform's components and the organisation's own. */
    async list(ctx: RequestContext) {
      return (await repo.listVisible(requireOrganization(ctx).id)).map(toComponent)
    },

    async get(ctx: RequestContext, id: number) {
      return toComponent(await loadVisible(ctx, id))
    },

    async create(ctx: RequestContext, body: CreateComponentBody) {
      if (body.platform) requireSuperuser(ctx)
      // The route is open to users (platform components need no organisation): admins add own ones.
      const owner = body.platform ? null : requireRole(ctx, 'admin').id
      const changes = await prepare(ctx.t, body, null, owner)
      if (changes.data) await assertOwnMedia(ctx, owner, changes.form ?? [], changes.data)
      const now = clock.now()
      const row = await keyTaken(ctx, () =>
        repo.insert({
          ...(changes as typeof components.$inferInsert),
          organizationId: owner,
          createdAt: now,
          updatedAt: now,
        }),
      )
      return toComponent(row)
    },

    async update(ctx: RequestContext, id: number, body: UpdateComponentBody) {
      const current = await loadForChange(ctx, id)
      const changes = await prepare(ctx.t, body, current, current.organizationId)
      if (changes.data)
        await assertOwnMedia(
          ctx,
          current.organizationId,
          changes.form ?? current.form,
          changes.data,
        )
      const row = await keyTaken(ctx, () =>
        repo.update(current.organizationId, id, {
          ...changes,
          updatedAt: nextUpdatedAt(clock.now(), current.updatedAt),
        }),
      )
      if (!row) throw new NotFoundError()
      onComponentChanged(id)
      return toComponent(row)
    },

    /**
     * Creates or changes the platform component with this key from code (the starter library),
     * through the same checks and SCSS compile as a save through the API. Throws a
     * ValidationError, with English messages, on a definition that does not pass them.
     */
    async savePlatform(definition: CreateComponentBody) {
      const changes = await prepare(systemMessages, definition, null, null)
      const current = await repo.findPlatformByKey(definition.key)
      if (!current) {
        const now = clock.now()
        const row = await repo.insert({
          ...(changes as typeof components.$inferInsert),
          organizationId: null,
          createdAt: now,
          updatedAt: now,
        })
        return toComponent(row)
      }
      const row = await repo.update(null, current.id, {
        ...changes,
        updatedAt: nextUpdatedAt(clock.now(), current.updatedAt),
      })
      if (!row) throw new NotFoundError()
      onComponentChanged(current.id)
      return toComponent(row)
    },

    /** spec §8: a component that contents still use is not deleted; 409 lists where. */
    async delete(ctx: RequestContext, id: number) {
      const current = await loadForChange(ctx, id)
      const usages = await usagesOf(id)
      if (usages.length) throw new InUseError(ctx.t('components.in_use'), usages)
      try {
        await repo.delete(current.organizationId, id)
      } catch (error) {
        // Content added since the check: contents.component_id restricts the delete.
        if (isForeignKeyViolation(error))
          throw new InUseError(ctx.t('components.in_use'), await usagesOf(id))
        throw error
      }
      onComponentChanged(id)
    },

    /**
     * The compiled CSS for the editor. Browsers load it with <link>, which sends the session cookie
     * but no X-Organization-Id: any organisation of the user (or the platform) will do.
     */
    async style(ctx: RequestContext, id: number) {
      const user = requireUser(ctx)
      const row = await repo.findById(id)
      const visible =
        row &&
        (row.organizationId === null ||
          user.superuser ||
          (await accessTo(user, row.organizationId)) !== undefined)
      if (!visible) throw new NotFoundError()
      return { css: row.css, version: toDbDateTime(row.updatedAt) }
    },

    /** spec §7 GET component/style/parse: unscoped CSS for the editor's live preview. */
    async parseStyle(ctx: RequestContext, value: string) {
      const user = requireUser(ctx)
      const result = await compile(value, null, ctx.organization?.id ?? `user-${user.id}`)
      if ('css' in result) return result.css
      throw new ValidationError(ctx.t('validation.invalid'), { value: [styleError(ctx.t, result)] })
    },
  }
}

export type ComponentsService = ReturnType<typeof createComponentsService>
