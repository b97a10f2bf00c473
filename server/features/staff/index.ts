export { recordAudit } from './audit';
export { hasSecondFactor, SecretBox, verifySecondFactor, WRONG_CODE } from './second-factor';
export { staffRoutes } from './routes';
export { grantRole, revokeRole } from './staff-roles';
