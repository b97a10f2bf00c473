export { followsQuery } from './api';
export { FollowButton } from './follow-button';
export { Watchlist } from './watchlist';
