import { defineModule } from '../../lib/modules.ts'
import { createOutboxRepository } from './repository.ts'
import { mailRoutes } from './routes.ts'
import { createMailService } from './service.ts'

declare module '../../lib/modules.ts' {
  interface Ports {
    mail: null
  }
}

/** The outbox a superuser reads and sends again; the mailer itself is the kernel's. */
export const mailModule = defineModule({
  name: 'mail',
  needs: [],
  async build({ db, mailer, audit, clock, log }) {
    const mail = createMailService({
      outbox: createOutboxRepository(db),
      mailer,
      audit,
      clock,
      log,
    })
    return {
      provides: null,
      routes: (app) => app.register(mailRoutes, { prefix: '/api', mail }),
    }
  },
})
