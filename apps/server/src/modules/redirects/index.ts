// What other modules may import of redirects without its port: pure code and types (decision 058).
export { followPublishedMoves } from './follow-moves.ts'
