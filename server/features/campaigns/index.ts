export { closeCampaign, closeCampaignNow, closeDueCampaigns, isoDay, suspendCampaign, type ClosingProject } from './close-campaigns';
