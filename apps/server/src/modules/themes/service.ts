import {
  DEFAULT_THEME_STYLE,
  TYPOGRAPHY_LEVELS,
  ThemeSettings,
  type CreateColorsetBody,
  type CreateThemeBody,
  type ColorsetUsage,
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
  /** Called after a theme or colour set changed or went: public pages using it must be drawn again. */
  onThemeChanged?: (organizationId: number) => void
  /** Whether the organisation may use the font: a library font or one of its own. */
  isFontUsable: (scope: { organizationId: number; id: number }) => Promise<boolean>
  /** The organisation, if its back office wears the colour set: a usage that keeps the set. */
  findBackendUsage?: (
    organizationId: number,
    colorsetId: number,
  ) => Promise<{ id: number; title: string } | null>
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
  findBackendUsage,
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
   * Every theme and colour set a request names must be the organisation's own; another tenant's id
   * reads as unknown. 422 names each field that fails.
   */
  async function assertOwnRefs(
    ctx: RequestContext,
    organizationId: number,
    refs: { field: string; kind: 'theme' | 'colorset' | 'font'; id: number | null | undefined }[],
  ) {
    const errors: Record<string, string[]> = {}
    const exists = {
      theme: async (id: number) => Boolean(await repo.themes.findById({ organizationId, id })),
      colorset: async (id: number) =>
        Boolean(await repo.colorsets.findById({ organizationId, id })),
      font: (id: number) => isFontUsable({ organizationId, id }),
    }
    const message = {
      theme: 'themes.unknown',
      colorset: 'themes.colorset_unknown',
      font: 'themes.font_unknown',
    } as const
    for (const { field, kind, id } of refs) {
      if (id != null && !(await exists[kind](id))) errors[field] = [ctx.t(message[kind])]
    }
    if (Object.keys(errors).length) throw new ValidationError(ctx.t('validation.invalid'), errors)
  }

  /** A theme's colour sets must be the organisation's own, its fonts library fonts or its own. */
  const assertReferences = (ctx: RequestContext, organizationId: number, body: ThemeChanges) =>
    assertOwnRefs(ctx, organizationId, [
      { field: 'base_colorset_id', kind: 'colorset', id: body.base_colorset_id },
      { field: 'secondary_colorset_id', kind: 'colorset', id: body.secondary_colorset_id },
      { field: 'headline_font_id', kind: 'font', id: body.headline_font_id },
      { field: 'copy_font_id', kind: 'font', id: body.copy_font_id },
    ])

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
    /**
     * For blocks and layouts that pick a look: `theme_id` and `custom_colorset_id`, when given,
     * must name the caller's organisation's own theme and colour set (422 on the field otherwise).
     */
    async assertBlockLook(
      ctx: RequestContext,
      body: { theme_id?: number | null; custom_colorset_id?: number | null },
    ) {
      const { id: organizationId } = requireOrganization(ctx)
      await assertOwnRefs(ctx, organizationId, [
        { field: 'theme_id', kind: 'theme', id: body.theme_id },
        { field: 'custom_colorset_id', kind: 'colorset', id: body.custom_colorset_id },
      ])
    },

    colorsets: {
      async list(ctx: RequestContext) {
        const { id: organizationId } = requireOrganization(ctx)
        return (await repo.colorsets.list({ organizationId })).map(toColorsetResponse)
      },

      async get(ctx: RequestContext, id: number) {
        return toColorsetResponse((await loadColorset(ctx, id)).row)
      },

      /** One of the organisation's colour sets, for other modules; null for another tenant's. */
      async find(organizationId: number, id: number) {
        const row = await repo.colorsets.findById({ organizationId, id })
        return row ? toColorsetResponse(row) : null
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
        // Blocks wear colour sets on public pages: they must be drawn again.
        onThemeChanged?.(organizationId)
        return toColorsetResponse(row)
      },

      /**
       * spec §5/§8: a colour set that a theme or the back office's appearance still uses stays,
       * and the answer lists where. Members may delete colour sets but only owners choose the
       * appearance, so a delete must not quietly change it (docs/decisions/005). Blocks
       * (articles, sections, contents) that wear it do not keep it: their custom_colorset_id is
       * set to null by the foreign key and they fall back to the theme around them, as they do
       * when their theme is deleted; refusing would send the user hunting through page trees.
       */
      async delete(ctx: RequestContext, id: number) {
        const { organizationId } = await loadColorset(ctx, id)
        const [themes, backend] = await Promise.all([
          repo.colorsets.usages({ organizationId, id }),
          findBackendUsage?.(organizationId, id) ?? null,
        ])
        const usages: ColorsetUsage[] = [
          ...themes.map((theme) => ({ type: 'theme' as const, id: theme.id, title: theme.title })),
          ...(backend
            ? [{ type: 'organization' as const, id: backend.id, title: backend.title }]
            : []),
        ]
        if (usages.length) throw new InUseError(ctx.t('colorsets.in_use'), usages)
        await repo.colorsets.delete({ organizationId, id })
        onThemeChanged?.(organizationId)
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
        onThemeChanged?.(organizationId)
        return toThemeResponse(row)
      },

      async delete(ctx: RequestContext, id: number) {
        const { organizationId } = await loadTheme(ctx, id)
        await repo.themes.delete({ organizationId, id })
        onThemeChanged?.(organizationId)
      },
    },
  }
}

export type ThemesService = ReturnType<typeof createThemesService>
