/** Where business time comes from; one instance per app, so tests and the sandbox can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
