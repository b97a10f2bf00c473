export { canCreateProjects, currentUserQuery, useCurrentUser, useLogout, useLogoutEverywhere } from './api';
export { takeSignedOutMark } from './signed-out-mark';
