// What other modules may import of deliveries without its port: pure code and types (decision 058).
export { webhookAddressProblem } from './webhook.ts'
