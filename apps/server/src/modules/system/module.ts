import { defineModule } from '../../lib/modules.ts'
import { systemRoutes } from './routes.ts'

declare module '../../lib/modules.ts' {
  interface Ports {
    system: null
  }
}

/** The system settings every client reads first, and the CSRF cookie. */
export const systemModule = defineModule({
  name: 'system',
  needs: ['auth'],
  async build({ config, secureCookies, webDistDir }, { auth }) {
    return {
      provides: null,
      routes: (app) =>
        app.register(systemRoutes, {
          settings: { is_hub: !config.HUB_URL, hub_url: config.HUB_URL ?? config.APP_URL },
          sessions: auth.sessions,
          secureCookies,
          webDistDir,
        }),
    }
  },
})
