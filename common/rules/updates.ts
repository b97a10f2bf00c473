/** The creator is reminded to post when a project has gone this many days without an update. */
export const UPDATE_NUDGE_DAYS = 28;
