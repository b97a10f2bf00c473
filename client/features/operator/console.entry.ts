/** The console's page parts, kept in the operator pages' chunks (pages-through-feature-entry). */
export { OperatorConsole } from './operator-console';
export { TwoFactorSetupPanel } from './two-factor-setup';
