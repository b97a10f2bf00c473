export { CampaignChangesSection } from './campaign-changes-section';
export { CampaignTools } from './campaign-tools';
export { projectChangesQuery } from './api';
