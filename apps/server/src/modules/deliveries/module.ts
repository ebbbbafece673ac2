import { defineModule } from '../../lib/modules.ts'
import { createFormMailComposer } from './form-mail.ts'
import { createDeliveriesRepository } from './repository.ts'
import { deliveriesRoutes } from './routes.ts'
import { createDeliveriesService, type DeliveriesService } from './service.ts'
import { createWebhookSender } from './webhook.ts'

declare module '../../lib/modules.ts' {
  interface Ports {
    deliveries: DeliveriesService
  }
}

/** A form entry's mails and webhook call, as jobs that survive a restart (decision 022). */
export const deliveriesModule = defineModule({
  name: 'deliveries',
  needs: [],
  async build({ db, jobs, mailer, clock, config }) {
    const deliveries = createDeliveriesService({
      repo: createDeliveriesRepository(db),
      queue: jobs,
      mailer,
      composer: createFormMailComposer(),
      webhooks: createWebhookSender({ clock, allowPrivate: config.WEBHOOK_ALLOW_PRIVATE }),
      clock,
    })
    return {
      provides: deliveries,
      routes: (app) => app.register(deliveriesRoutes, { deliveries }),
    }
  },
})
