export { projectRoutes, TOURS_CACHE_KEY, tourRoutes } from './routes';
export { toCreatorView, toProjectView } from './project-view';
export { findProject } from './service';
export { projectFile } from './project-files';
