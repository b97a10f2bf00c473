import type { PGlite } from '@electric-sql/pglite';
import { noteTransaction } from './pglite-prepared';

const nextMacrotask = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs each statement synchronously on this thread, and its queue hands the database to
 * the next waiter in a microtask. Under load, a queue of transactions therefore runs back to
 * back without the event loop ever reaching its I/O phase: new connections and requests were
 * read hundreds of ms late (a p99 of seconds at 50 connections). Here each query or transaction
 * outside a transaction waits its turn in a FIFO queue and starts in a macrotask of its own, so
 * the server reads its sockets between two turns. Queries inside a transaction run on its
 * handle, within the turn.
 */
export function takingTurns(client: PGlite): PGlite {
  let lastTurn: Promise<unknown> = Promise.resolve();
  const inTurn = <Result>(work: () => Promise<Result>): Promise<Result> => {
    const turn = lastTurn.then(nextMacrotask).then(work);
    lastTurn = turn.catch(() => undefined);
    return turn;
  };
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      // PGlite's methods use private fields: they must run on the instance itself, never on the proxy.
      const method = (value as (...args: unknown[]) => unknown).bind(target);
      if (property === 'transaction') {
        // The transaction's handle is noted, so that a named statement can reach its database (pglite-prepared.ts).
        return (callback: (transaction: object) => Promise<unknown>) =>
          inTurn(
            () =>
              method((transaction: object) => {
                noteTransaction(transaction, target);
                return callback(transaction);
              }) as Promise<unknown>,
          );
      }
      if (property === 'query' || property === 'exec') {
        return (...args: unknown[]) => inTurn(() => method(...args) as Promise<unknown>);
      }
      return method;
    },
  });
}
