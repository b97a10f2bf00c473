import { useCallback, useEffect, useRef, useState } from 'react';
import { decimalToCents, centsToDecimal, type Cents } from '@common/money';
import type { Outlook } from '@common/rules/outlook';
import type { ProjectOutlookAnswer } from '@common/schemas/outlook';
import { createOutlookClient, type OutlookClient } from './outlook-client';

/** Figures and what they are for. */
export interface ShownOutlook {
  outlook: Outlook;
  amountCents: Cents;
  years: number;
  /** False for a preview over fewer paths, while the full answer is worked out. */
  final: boolean;
}

export interface OutlookState {
  /** The latest figures worked out: those asked for, or the last ones while the next are worked out. */
  shown: ShownOutlook;
  /** True while the figures asked for are being worked out (a preview of them may show). */
  pending: boolean;
  /** Why the asked figures could not be worked out, if so. */
  failed: string | null;
  /** Starts the worker on the server's own inputs, so the first move reuses its futures. */
  warm: () => void;
}

const sameChoice = (a: { amountCents: Cents; years: number }, b: { amountCents: Cents; years: number }) =>
  a.amountCents === b.amountCents && a.years === b.years;

/**
 * The section's figures for an amount and horizon: the server's answer for its own inputs (the
 * page's first render), otherwise the worker's, asked again at each change.
 */
export function useOutlook(answer: ProjectOutlookAnswer, amountCents: Cents, years: number): OutlookState {
  const fromServer: ShownOutlook = {
    outlook: answer,
    amountCents: decimalToCents(answer.inputs.amount),
    years: answer.inputs.years,
    final: true,
  };
  const [computed, setComputed] = useState<ShownOutlook | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const client = useRef<OutlookClient | null>(null);
  const inputs = answer.inputs;

  const clientOf = useCallback((): OutlookClient => {
    client.current ??= createOutlookClient((reply, ask) => {
      if ('error' in reply) {
        setFailed(reply.error);
        return;
      }
      setFailed(null);
      setComputed({ outlook: reply.outlook, amountCents: decimalToCents(ask.amount), years: ask.years, final: reply.final });
    });
    return client.current;
  }, []);
  useEffect(
    () => () => {
      client.current?.close();
      client.current = null;
    },
    [],
  );

  const wanted = { amountCents, years };
  const serverAnswers = sameChoice(wanted, fromServer);
  useEffect(() => {
    if (serverAnswers) return;
    clientOf().ask({ inputs, amount: centsToDecimal(amountCents), years });
  }, [serverAnswers, inputs, amountCents, years, clientOf]);

  const warm = useCallback(() => {
    if (!client.current) clientOf().ask({ inputs, amount: inputs.amount, years: inputs.years });
  }, [clientOf, inputs]);

  const shown = serverAnswers || !computed || computed.outlook.seed !== answer.seed ? fromServer : computed;
  return { shown, pending: !shown.final || !sameChoice(wanted, shown), failed: serverAnswers ? null : failed, warm };
}
