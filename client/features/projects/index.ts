export { useExploreProjects, useProject } from './api';
export { DemoNotice } from './demo-notice';
export { ProjectImage } from './project-image';
