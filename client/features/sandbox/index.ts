export { sandboxStatusQuery, useSandboxNow, useSandboxStatus } from './api';
export { sandboxDateLabel } from './sandbox-clock';
