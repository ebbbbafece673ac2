// What other modules may import of public without its port: pure code and types (decision 058).
export { pageUrlOf } from './request-path.ts'
