import { defineModule } from '../../lib/modules.ts'
import { createComponentsRepository, type ComponentsRepository } from './repository.ts'
import { componentsRoutes } from './routes.ts'
import { createScssCompiler } from './scss.ts'
import { createComponentsService } from './service.ts'

declare module '../../lib/modules.ts' {
  interface Ports {
    components: {
      /** A component the organisation may place: a platform one or its own. */
      findVisible: ComponentsRepository['findVisible']
    }
  }
}

/** Components: templates, styles (SCSS compiled in worker threads), forms and texts. */
export const componentsModule = defineModule({
  name: 'components',
  needs: ['media'],
  async build({ db, clock, config, bus, access }, { media }) {
    const scss = createScssCompiler({
      workers: config.SCSS_WORKERS,
      timeoutMs: config.SCSS_TIMEOUT_MS,
      maxQueuedPerOwner: config.SCSS_QUEUE_PER_ORGANIZATION,
    })
    const repo = createComponentsRepository(db)
    const components = createComponentsService({
      repo,
      clock,
      scss,
      accessTo: access.accessTo,
      // Platform components show on every site: drop every rendered page, not one site's.
      onComponentChanged: (componentId) => bus.publish({ type: 'component-changed', componentId }),
      hasMediaFile: media.hasFile,
    })
    return {
      provides: { findVisible: repo.findVisible },
      routes: (app) => app.register(componentsRoutes, { components }),
      // A compile waiting in the queue when a shutdown begins is answered 503 (decision 055).
      stopTakingWork: () => scss.stopTakingWork(),
      close: () => scss.close(),
    }
  },
})
