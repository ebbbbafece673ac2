// What other modules may import of layouts without its port: pure code and types (decision 058).
export { toLayout } from './mappers.ts'
