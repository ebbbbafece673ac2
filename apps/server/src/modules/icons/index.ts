// What other modules may import of icons without its port: pure code and types (decision 058).
export { shippedIconSet } from './icon-set.ts'
