export { authRoutes } from './routes';
export { setPassword } from './change-password';
export { assertNewPasswordAccepted } from './password-policy';
export { currentAccount } from './service';
export { rememberDevice } from './known-device';
