export { updatesQuery } from './api';
export { lastUpdateText } from './last-update';
export { UPDATES_ANCHOR, UpdatesSection } from './updates-section';
