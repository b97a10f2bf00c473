export { exploreQuery, projectQuery, useExploreProjects, useProject } from './api';
export { DemoNotice } from './demo-notice';
export { ProjectImage } from './project-image';
export { campaignState, takesInvestments, type CampaignState } from './campaign-state';
export { ProjectStatusBadge } from './project-status-badge';
