export { creatorDashboardQuery, creatorDashboardProjectsQuery, projectInvestorsQuery, useIsProjectCreator } from './api';
export { CreatorTab } from './creator-tab';
export { selectedCreatorProject } from './selected-project';
