// What other modules may import of captcha without its port: pure code and types (decision 058).
export { captchaRoutes } from './routes.ts'
