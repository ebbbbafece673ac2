// What other modules may import of navigation without its port: pure code and types (decision 058).
export { buildNavigation, type MenuPage } from './menu.ts'
