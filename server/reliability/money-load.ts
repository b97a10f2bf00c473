import { investPayload } from '../test/money-fixtures';
import { callServer, type ServerAnswer } from '../test/server-client';

export interface Investor {
  id: number;
  cookie: string;
}

/** An invest or an add-funds, with the Idempotency-Key it was sent with. */
export interface MoneyRequest {
  path: '/api/investments' | '/api/funds/add';
  investor: Investor;
  key: string;
  body: object;
}

export interface Acknowledged extends MoneyRequest {
  status: number;
  answer: ServerAnswer['body'];
}

export interface LoadOutcome {
  /** Answered 2xx: the server promised these happened. */
  acknowledged: Acknowledged[];
  /** Cut off by the crash: they may or may not have happened. */
  unanswered: MoneyRequest[];
  /** Answered with anything but 2xx: none are expected. */
  refused: { request: MoneyRequest; status: number; message: string }[];
}

/** A $20 invest buys 19 shares of a $1 share ($1 fee); deposits are $10 to $60. */
export const LOAD_INVEST_AMOUNT = '20';
export const LOAD_INVEST_SHARES = 19;

export function sendMoneyRequest(baseUrl: string, request: MoneyRequest): Promise<ServerAnswer> {
  return callServer(baseUrl, 'POST', request.path, {
    cookie: request.investor.cookie,
    body: request.body,
    headers: { 'idempotency-key': request.key },
  });
}

/**
 * Concurrent workers send invests (60%) and add-funds (40%) for random investors, each with
 * a key of its own, until `stop()`; a worker ends at its first request without an answer.
 */
export function startMoneyLoad(baseUrl: string, investors: Investor[], projectId: number, label: string, workers = 6) {
  const outcome: LoadOutcome = { acknowledged: [], unanswered: [], refused: [] };
  let stopped = false;
  let sent = 0;

  const nextRequest = (): MoneyRequest => {
    sent += 1;
    const investor = investors[Math.floor(Math.random() * investors.length)] as Investor;
    if (Math.random() < 0.6) {
      return {
        path: '/api/investments',
        investor,
        key: `invest-${label}-${sent}`,
        body: investPayload(projectId, LOAD_INVEST_AMOUNT, LOAD_INVEST_SHARES),
      };
    }
    const amount = String(10 + Math.floor(Math.random() * 51));
    return { path: '/api/funds/add', investor, key: `funds-${label}-${sent}`, body: { amount, paymentMethod: 'credit_card' } };
  };

  const work = async () => {
    while (!stopped) {
      const request = nextRequest();
      let answer: ServerAnswer;
      try {
        answer = await sendMoneyRequest(baseUrl, request);
      } catch {
        outcome.unanswered.push(request);
        return;
      }
      if (answer.status >= 200 && answer.status < 300)
        outcome.acknowledged.push({ ...request, status: answer.status, answer: answer.body });
      else outcome.refused.push({ request, status: answer.status, message: String(answer.body?.message) });
    }
  };

  const done = Promise.all(Array.from({ length: workers }, work)).then(() => outcome);
  return {
    /** No new requests from now on; those in flight still count. */
    stop: () => {
      stopped = true;
    },
    done,
  };
}
