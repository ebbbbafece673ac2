// What other modules may import of fonts without its port: pure code and types (decision 058).
export { FONT_CACHE_CONTROL, type FontLibrary } from './library.ts'
