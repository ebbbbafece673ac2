import { defineModule } from '../../lib/modules.ts'
import { createAuditService } from './audit-service.ts'
import { createOrganizationWrites } from './organization-writes.ts'
import { createSuperuserOrganizationsService } from './organizations-service.ts'
import { createSuperuserRepository } from './repository.ts'
import { superuserRoutes } from './routes.ts'
import { createTestUserRepository } from './test-user-repository.ts'
import { testUserRoutes } from './test-user-routes.ts'
import { createTestUserService, type TestUserService } from './test-user-service.ts'
import { createSuperuserUsersService } from './users-service.ts'

declare module '../../lib/modules.ts' {
  interface Ports {
    superuser: {
      /** A superuser sees the back office as another user (decision 033). */
      testUser: TestUserService
      /** A superuser's writes in an organisation they are not a member of (decision 053). */
      organizationWrites: ReturnType<typeof createOrganizationWrites>
    }
  }
}

/** The operator's console: users, organisations, the audit log, the test user. */
export const superuserModule = defineModule({
  name: 'superuser',
  needs: ['auth'],
  async build({ db, audit: auditLog, clock, bus, config }, { auth }) {
    const repo = createSuperuserRepository(db)
    const testUser = createTestUserService({
      db,
      repo: createTestUserRepository(db),
      users: repo,
      audit: auditLog,
      clock,
    })
    const audit = createAuditService({ audit: auditLog, keepDays: config.AUDIT_LOG_DAYS })
    const users = createSuperuserUsersService({
      repo,
      audit: auditLog,
      clock,
      sendVerification: (t, user) => auth.auth.sendVerificationTo({ t, user }),
    })
    const organizations = createSuperuserOrganizationsService({
      repo,
      audit: auditLog,
      clock,
      // The host cache remembers whether a site's organisation is suspended; pages stay cached.
      onSuspensionChanged: (organizationId) =>
        bus.publish({ type: 'suspension-changed', organizationId }),
    })
    return {
      provides: {
        testUser,
        organizationWrites: createOrganizationWrites({ db, audit: auditLog, clock }),
      },
      async routes(app) {
        await app.register(superuserRoutes, { prefix: '/api', users, organizations, audit })
        await app.register(testUserRoutes, { prefix: '/api', testUser })
      },
      periodic: [
        // Audit log entries older than AUDIT_LOG_DAYS (decision 032).
        {
          name: 'audit log past keeping',
          everyMs: 60 * 60 * 1000,
          run: (now) => audit.purgeOld(now),
        },
        // Test users whose session went or expired end with their audit entry (decision 033).
        {
          name: 'test users past their session',
          everyMs: 5 * 60 * 1000,
          run: (now) => testUser.endStale(now),
        },
      ],
    }
  },
})
