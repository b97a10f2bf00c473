export { creatorDashboardQuery, creatorDashboardProjectsQuery, projectInvestorsQuery, useIsProjectCreator } from './api';
export { CreatorTab } from './lazy-creator-tab';
export { selectedCreatorProject } from './selected-project';
