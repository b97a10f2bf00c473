export { sandboxRoutes } from './routes';
export { resetSandbox, SAME_RESET_WINDOW_MS, type ResetSummary } from './reset-sandbox';
export { seedDemoData } from './seed-demo';
