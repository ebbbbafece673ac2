import { setupServer } from 'msw/node'
import { iconDataHandler } from './icon-api'

/**
 * MSW for unit tests: every test adds the handlers it needs with server.use(...); icon data is
 * always there, as the app's own host always serves it.
 */
export const server = setupServer(iconDataHandler)
