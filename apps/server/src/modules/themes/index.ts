// What other modules may import of themes without its port: pure code and types (decision 058).
export { toThemeResponse } from './mappers.ts'
