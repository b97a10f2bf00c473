export { followsQuery } from './api';
export { FollowProject } from './follow-project';
export { Watchlist } from './watchlist';
