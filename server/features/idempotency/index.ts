export { idempotentRequest, readIdempotencyKey, runIdempotent, type IdempotentRequest, type Outcome } from './idempotency';
