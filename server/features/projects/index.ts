export { projectRoutes, tourRoutes } from './routes';
export { toCreatorView, toProjectView } from './project-view';
