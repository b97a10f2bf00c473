export { canCreateProjects, useCurrentUser, useLogout } from './api';
