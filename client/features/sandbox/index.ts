export { useSandboxStatus } from './api';
