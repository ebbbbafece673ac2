import {
  DEFAULT_THEME_STYLE,
  TYPOGRAPHY_LEVELS,
  ThemeSettings,
  type CreateColorsetBody,
  type CreateThemeBody,
  type UpdateColorsetBody,
  type UpdateThemeBody,
} from '@sitewerk/contracts'
import type { Clock } from '../../lib/clock.ts'
import { InUseError, NotFoundError, ValidationError } from '../../lib/errors.ts'
import { requireOrganization, type RequestContext } from '../../lib/request-context.ts'
import { toColorsetResponse, toThemeResponse } from './mappers.ts'
import type { ThemesRepository } from './repository.ts'

export interface ThemesServiceDeps {
  repo: ThemesRepository
  clock: Clock
  /** Whether the organisation may use the font: a library font or one of its own. */
  isFontUsable: (scope: { organizationId: number; id: number }) => Promise<boolean>
  /** Called after a theme changed or went: public pages using it must be drawn again. */
  onThemeChanged?: () => void
}

type ThemeChanges = UpdateThemeBody
type SettingsChanges = Pick<ThemeChanges, 'typography' | 'textAlign' | 'link' | 'lists'>

/** Merges a request's settings into the current ones; a nested field left out keeps its value. */
function mergeSettings(current: ThemeSettings, changes: SettingsChanges): ThemeSettings {
  return ThemeSettings.parse({
    typography: Object.fromEntries(
      TYPOGRAPHY_LEVELS.map((level) => [
        level,
        { ...current.typography[level], ...changes.typography?.[level] },
      ]),
    ),
    textAlign: changes.textAlign ?? current.textAlign,
    link: { ...current.link, ...changes.link },
    lists: { ...current.lists, ...changes.lists },
  })
}

const defined = <T extends object>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>

export function createThemesService({
  repo,
  clock,
  isFontUsable,
  onThemeChanged,
}: ThemesServiceDeps) {
  async function loadColorset(ctx: RequestContext, id: number) {
    const { id: organizationId } = requireOrganization(ctx)
    const row = await repo.colorsets.findById({ organizationId, id })
    if (!row) throw new NotFoundError() // another tenant's id is a 404 as well
    return { organizationId, row }
  }

  async function loadTheme(ctx: RequestContext, id: number) {
    const { id: organizationId } = requireOrganization(ctx)
    const row = await repo.themes.findById({ organizationId, id })
    if (!row) throw new NotFoundError()
    return { organizationId, row }
  }

  /**
   * A theme's colour sets must be the organisation's own, its fonts library fonts or its own;
   * another tenant's id reads as unknown.
   */
  async function assertReferences(ctx: RequestContext, organizationId: number, body: ThemeChanges) {
    const errors: Record<string, string[]> = {}
    for (const field of ['base_colorset_id', 'secondary_colorset_id'] as const) {
      const id = body[field]
      if (id != null && !(await repo.colorsets.findById({ organizationId, id })))
        errors[field] = [ctx.t('themes.colorset_unknown')]
    }
    for (const field of ['headline_font_id', 'copy_font_id'] as const) {
      const id = body[field]
      if (id != null && !(await isFontUsable({ organizationId, id })))
        errors[field] = [ctx.t('themes.font_unknown')]
    }
    if (Object.keys(errors).length) throw new ValidationError(ctx.t('validation.invalid'), errors)
  }

  const themeColumns = (body: ThemeChanges) =>
    defined({
      title: body.title,
      headlineFontId: body.headline_font_id,
      copyFontId: body.copy_font_id,
      spacing: body.spacing,
      edges: body.edges,
      baseColorsetId: body.base_colorset_id,
      secondaryColorsetId: body.secondary_colorset_id,
      highlightColor: body.highlightColor,
      secondaryColor: body.secondaryColor,
      backgroundColor: body.backgroundColor,
    })

  return {
    colorsets: {
      async list(ctx: RequestContext) {
        const { id: organizationId } = requireOrganization(ctx)
        return (await repo.colorsets.list({ organizationId })).map(toColorsetResponse)
      },

      async get(ctx: RequestContext, id: number) {
        return toColorsetResponse((await loadColorset(ctx, id)).row)
      },

      async create(ctx: RequestContext, body: CreateColorsetBody) {
        const { id: organizationId } = requireOrganization(ctx)
        const row = await repo.colorsets.insert({
          organizationId,
          title: body.title,
          highlightColor: body.highlight_color,
          secondaryColor: body.secondary_color,
          textColor: body.text_color,
          backgroundColor: body.background_color,
        })
        return toColorsetResponse(row)
      },

      async update(ctx: RequestContext, id: number, body: UpdateColorsetBody) {
        const { organizationId } = await loadColorset(ctx, id)
        const row = await repo.colorsets.update(
          { organizationId, id },
          {
            ...defined({
              title: body.title,
              highlightColor: body.highlight_color,
              secondaryColor: body.secondary_color,
              textColor: body.text_color,
              backgroundColor: body.background_color,
            }),
            updatedAt: clock.now(),
          },
        )
        if (!row) throw new NotFoundError()
        return toColorsetResponse(row)
      },

      /** spec §5/§8: a colour set a theme still uses stays, and the answer lists those themes. */
      async delete(ctx: RequestContext, id: number) {
        const { organizationId } = await loadColorset(ctx, id)
        const themes = await repo.colorsets.usages({ organizationId, id })
        if (themes.length)
          throw new InUseError(
            ctx.t('colorsets.in_use'),
            themes.map((theme) => ({ type: 'theme', id: theme.id, title: theme.title })),
          )
        await repo.colorsets.delete({ organizationId, id })
      },
    },

    themes: {
      async list(ctx: RequestContext) {
        const { id: organizationId } = requireOrganization(ctx)
        return (await repo.themes.list({ organizationId })).map(toThemeResponse)
      },

      async get(ctx: RequestContext, id: number) {
        return toThemeResponse((await loadTheme(ctx, id)).row)
      },

      async create(ctx: RequestContext, body: CreateThemeBody & { title: string }) {
        const { id: organizationId } = requireOrganization(ctx)
        await assertReferences(ctx, organizationId, body)
        const { typography, textAlign, link, lists, ...style } = DEFAULT_THEME_STYLE
        const row = await repo.themes.insert({
          ...style,
          ...themeColumns(body),
          title: body.title,
          organizationId,
          settings: mergeSettings({ typography, textAlign, link, lists }, body),
        })
        return toThemeResponse(row)
      },

      async update(ctx: RequestContext, id: number, body: ThemeChanges) {
        const { organizationId, row: current } = await loadTheme(ctx, id)
        await assertReferences(ctx, organizationId, body)
        const row = await repo.themes.update(
          { organizationId, id },
          {
            ...themeColumns(body),
            settings: mergeSettings(ThemeSettings.parse(current.settings), body),
            updatedAt: clock.now(),
          },
        )
        if (!row) throw new NotFoundError()
        onThemeChanged?.()
        return toThemeResponse(row)
      },

      async delete(ctx: RequestContext, id: number) {
        const { organizationId } = await loadTheme(ctx, id)
        await repo.themes.delete({ organizationId, id })
        onThemeChanged?.()
      },
    },
  }
}

export type ThemesService = ReturnType<typeof createThemesService>
