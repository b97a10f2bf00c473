export { canCreateProjects, currentUserQuery, useCurrentUser, useLogout, useLogoutEverywhere } from './api';
