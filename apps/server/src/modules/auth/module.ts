import { defineModule } from '../../lib/modules.ts'
import { createEmailTokensRepository } from './repository.ts'
import { authRoutes } from './routes.ts'
import { createAuthService, type AuthService } from './service.ts'
import { createSessionStore, type SessionStore } from './session-store.ts'

declare module '../../lib/modules.ts' {
  interface Ports {
    auth: { auth: AuthService; sessions: SessionStore }
  }
}

/** Registration, sign-in and its limits, e-mail verification, password reset; sessions. */
export const authModule = defineModule({
  name: 'auth',
  needs: ['users', 'organizations'],
  async build(
    { db, clock, mailer, limiter, log, config, secureCookies },
    { users, organizations },
  ) {
    const sessions = createSessionStore({ db, clock })
    const auth = createAuthService({
      users,
      tokens: createEmailTokensRepository(db),
      sessions,
      mailer,
      limiter,
      clock,
      log,
      config,
      listOrganizationsOfUser: organizations.listForUser,
    })
    return {
      provides: { auth, sessions },
      routes: (app) => app.register(authRoutes, { prefix: '/api', auth, secureCookies }),
      // Expired sessions (guests who never come back) and rate-limit windows pile up.
      periodic: [
        {
          name: 'expired sessions and limits',
          everyMs: 60 * 60 * 1000,
          run: () => Promise.all([sessions.pruneExpired(), limiter.pruneExpired()]),
        },
      ],
    }
  },
})
