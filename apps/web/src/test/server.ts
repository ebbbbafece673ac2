import { setupServer } from 'msw/node'

/** MSW for unit tests: every test adds the handlers it needs with server.use(...). */
export const server = setupServer()
