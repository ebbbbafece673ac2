import { z } from 'zod'
import { DbDateTime, Id } from '../primitives.ts'

/**
 * `errorTypes.test_user` of a refusal while a test user is on: `confirm_write` (423, the write
 * needs the confirmation header) or `refused` (403, the route is closed to a test user).
 */
export const TEST_USER_ERROR_TYPES = ['confirm_write', 'refused'] as const
export type TestUserErrorType = (typeof TEST_USER_ERROR_TYPES)[number]

/** POST superuser/test-user */
export const StartTestUserBody = z.object({ user_id: Id })
export type StartTestUserBody = z.infer<typeof StartTestUserBody>

/** GET, POST and DELETE superuser/test-user: whom the superuser's session shows, since when. */
export const TestUserState = z.discriminatedUnion('active', [
  z.object({ active: z.literal(false) }),
  z.object({
    active: z.literal(true),
    user: z.object({ id: Id, name: z.string(), email: z.string() }),
    started_at: DbDateTime,
  }),
])
export type TestUserState = z.infer<typeof TestUserState>
