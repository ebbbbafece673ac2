import type { OrganizationSummary, User } from '@sitewerk/contracts'
import type { users } from '../../db/schema/index.ts'
import type { Clock } from '../../lib/clock.ts'
import type { RateLimiter } from '../../lib/rate-limiter.ts'
import type { MailLog, Mailer } from '../mail/mailer.ts'
import { toUserResponse } from '../users/index.ts'
import { createAccountMails, type AccountMails } from './account-mails.ts'
import { createProfileService } from './profile-service.ts'
import { createRecoveryService } from './recovery-service.ts'
import type { EmailTokensRepository } from './repository.ts'
import { createSessionService } from './session-service.ts'
import type { SessionStore } from './session-store.ts'
import { createAuthThrottles, type AuthThrottles, type ThrottleConfig } from './throttles.ts'
import { createVerificationService } from './verification-service.ts'

type UserRow = typeof users.$inferSelect

/** The accounts auth reads and writes: what it needs of the users module (its repository). */
export interface UserAccounts {
  findById(id: number): Promise<UserRow | null>
  findByEmail(email: string): Promise<UserRow | null>
  /** null when the address is taken, also by a registration running in parallel. */
  insertIfEmailFree(values: typeof users.$inferInsert): Promise<UserRow | null>
  update(id: number, changes: Partial<typeof users.$inferInsert>): Promise<UserRow | null>
}

export interface AuthServiceDeps {
  users: UserAccounts
  tokens: EmailTokensRepository
  sessions: SessionStore
  mailer: Mailer
  limiter: RateLimiter
  clock: Clock
  /** Where work done after the answer (the owner's warning mail) reports its failure. */
  log: Pick<MailLog, 'error'>
  config: ThrottleConfig & { APP_URL: string }
  /** spec §3 User.organizations; the organizations module's answer. */
  listOrganizationsOfUser(userId: number): Promise<OrganizationSummary[]>
}

/** What the parts of the service share: the deps plus helpers built once from them. */
export interface AuthParts extends AuthServiceDeps {
  mails: AccountMails
  throttles: AuthThrottles
  /** spec §3 User of a row. */
  present(row: UserRow): Promise<User>
}

/** Accounts: sign-in, registration, profile, passwords and e-mail verification. */
export function createAuthService(deps: AuthServiceDeps) {
  const parts: AuthParts = {
    ...deps,
    mails: createAccountMails({ ...deps, appUrl: deps.config.APP_URL }),
    throttles: createAuthThrottles(deps),
    present: async (row) => toUserResponse(row, await deps.listOrganizationsOfUser(row.id)),
  }
  return {
    ...createSessionService(parts),
    ...createProfileService(parts),
    ...createRecoveryService(parts),
    ...createVerificationService(parts),
  }
}

export type AuthService = ReturnType<typeof createAuthService>
