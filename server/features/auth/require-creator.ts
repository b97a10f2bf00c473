import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import type { SessionStore, SessionUser } from './sessions';

/** The signed-in user if the account may run projects (creator or both): 401 signed out, 403 for investors. */
export async function requireCreator(sessions: SessionStore, request: FastifyRequest, message: string): Promise<SessionUser> {
  const user = await sessions.requireUser(request);
  if (user.accountType !== 'creator' && user.accountType !== 'both') throw new AppError(403, message);
  return user;
}
