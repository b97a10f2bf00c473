export { creatorProjectsQuery, creatorQuery, useCreator, useCreatorProjects } from './api';
export { CreatorStats } from './creator-stats';
