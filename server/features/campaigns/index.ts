export { closeCampaign, closeCampaignNow, closeDueCampaigns, isoDay, type ClosingProject } from './close-campaigns';
