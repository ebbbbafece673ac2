import { defineModule } from '../../lib/modules.ts'
import { createThemesRepository } from './repository.ts'
import { themesRoutes } from './routes.ts'
import { createThemesService, type ThemesService } from './service.ts'

declare module '../../lib/modules.ts' {
  interface Ports {
    themes: ThemesService & {
      /** Whether the theme is one of the organisation's. */
      hasTheme(organizationId: number, id: number): Promise<boolean>
    }
  }
}

/** Colour sets and themes; a change drops the rendered pages of the organisation's sites. */
export const themesModule = defineModule({
  name: 'themes',
  needs: ['fonts'],
  async build({ db, clock, bus }, { fonts }) {
    const repo = createThemesRepository(db)
    const themes = createThemesService({
      repo,
      clock,
      isFontUsable: fonts.fonts.isUsable,
      onThemeChanged: (organizationId) => bus.publish({ type: 'theme-changed', organizationId }),
      findBackendUsage: repo.organizationUsingBackendColorset,
    })
    const hasTheme = async (organizationId: number, id: number) =>
      Boolean(await repo.themes.findById({ organizationId, id }))
    return {
      provides: { ...themes, hasTheme },
      routes: (app) => app.register(themesRoutes, { themes }),
    }
  },
})
