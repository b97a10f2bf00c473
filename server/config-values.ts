/**
 * How the text of one environment variable is read: the pieces server/config.ts builds its
 * schema from, each refusing a bad value with a reason that never quotes it.
 */
import { isIP } from 'node:net';
import { Cron } from 'croner';
import { z } from 'zod';

export const booleanText = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((text) => text === 'true' || text === '1');

/** A cron pattern croner accepts (the reset schedule runs on croner), else the reason. */
export function cronPatternProblem(pattern: string): string | null {
  // The job queue's cron takes minutes, not seconds.
  if (pattern.trim().split(/\s+/).length !== 5) return 'five fields: minute, hour, day of month, month, day of week';
  try {
    new Cron(pattern, { paused: true }).stop();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : 'not a cron pattern';
  }
}

/** The origin of an http(s) address with no path, query or fragment; else null. */
export function publicOrigin(text: string): string | null {
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  return ['http:', 'https:'].includes(url.protocol) && bare ? url.origin : null;
}

/** proxy-addr's names for address ranges, which Fastify's `trustProxy` accepts beside addresses and CIDRs. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (address/prefix length) or one of proxy-addr's range names. */
function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the addresses of the proxies in front of the server; else off. `true` (trust any
 * sender) and a hop count are refused: a client reaching the server directly could then choose
 * its own address (Fastify 5.12 trusts nothing for a hop count, for that reason).
 */
export function trustProxySetting(text: string): string[] | false | null {
  if (text === 'false') return false;
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : null;
}

export const positiveInt = z.coerce.number({ message: 'must be a number' }).int('must be a whole number').positive('must be positive');

export const milliseconds = z.coerce
  .number({ message: 'must be a number of milliseconds' })
  .int('must be a whole number')
  .min(0, 'must be 0 or more');
