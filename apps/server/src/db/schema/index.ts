export { users, sessions, emailTokens, rateLimits, mailOutbox } from './users.ts'
export {
  organizations,
  organizationUser,
  organizationJoinRequests,
  services,
  permissions,
  permissionService,
  subscriptions,
} from './organizations.ts'
