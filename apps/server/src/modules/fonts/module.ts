import { defineModule } from '../../lib/modules.ts'
import { createFontLibrary, type FontLibrary } from './library.ts'
import { createFontsRepository } from './repository.ts'
import { fontsRoutes } from './routes.ts'
import { createFontsService, type FontsService } from './service.ts'

declare module '../../lib/modules.ts' {
  interface Ports {
    fonts: { fonts: FontsService; library: FontLibrary }
  }
}

/** The shipped font library and each organisation's own fonts (files in storage). */
export const fontsModule = defineModule({
  name: 'fonts',
  needs: [],
  async build({ db, storage, config, access }) {
    const library = createFontLibrary()
    const repo = createFontsRepository(db)
    const fonts = createFontsService({
      repo,
      library,
      storage,
      maxBytes: config.MEDIA_MAX_BYTES,
      findUsages: repo.themesUsingFont,
    })
    // The library's rows, so themes can reference library fonts by id (owned by the code).
    await fonts.syncLibrary()
    return {
      provides: { fonts, library },
      routes: (app) =>
        app.register(fontsRoutes, {
          fonts,
          library,
          maxBytes: config.MEDIA_MAX_BYTES,
          mayAccess: access.mayAccess,
        }),
    }
  },
})
