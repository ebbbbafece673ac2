import { defineModule } from '../../lib/modules.ts'
import { shippedIconSet } from './icon-set.ts'
import { iconsRoutes } from './routes.ts'

declare module '../../lib/modules.ts' {
  interface Ports {
    icons: null
  }
}

/** The icon set shipped with the product, for the editor's icon picker. */
export const iconsModule = defineModule({
  name: 'icons',
  needs: [],
  async build() {
    return {
      provides: null,
      routes: (app) => app.register(iconsRoutes, { icons: shippedIconSet() }),
    }
  },
})
