export { canCreateProjects, useCurrentUser, useLogout, useLogoutEverywhere } from './api';
