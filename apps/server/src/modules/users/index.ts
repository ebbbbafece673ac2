// What other modules may import of users without its port: pure code and types (decision 058).
export { toAuthUser, toUserResponse } from './mappers.ts'
