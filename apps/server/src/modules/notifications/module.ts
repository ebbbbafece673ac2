import { defineModule } from '../../lib/modules.ts'
import { createNotificationsRepository } from './repository.ts'
import { notificationsRoutes } from './routes.ts'
import { createNotificationsService, type NotificationsService } from './service.ts'

declare module '../../lib/modules.ts' {
  interface Ports {
    notifications: NotificationsService
  }
}

/** The bell: form entries, failed publishes, pages that went out without a block. */
export const notificationsModule = defineModule({
  name: 'notifications',
  needs: [],
  async build({ db, clock }) {
    const notifications = createNotificationsService({
      repo: createNotificationsRepository(db),
      clock,
    })
    return {
      provides: notifications,
      routes: (app) => app.register(notificationsRoutes, { notifications }),
      // Old notifications are deleted hourly.
      periodic: [
        {
          name: 'old notifications',
          everyMs: 60 * 60 * 1000,
          run: (now) => notifications.purgeOldNotifications(now),
        },
      ],
    }
  },
})
