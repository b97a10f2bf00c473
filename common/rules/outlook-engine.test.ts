import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import { simulateOutlook } from './outlook';
import { answerAsk, createOutlookEngine } from './outlook-engine';
import { outlookInputs, outlookInputsToWire, withHolding } from './outlook-inputs';

const inputs = outlookInputs(
  {
    id: 31,
    type: 'tour',
    status: 'active',
    fundingGoalCents: cents(40_000_00),
    sharePriceCents: cents(20_00),
    totalShares: 2_000,
    availableShares: 0,
    minInvestmentCents: cents(200_00),
    valueBp: 10_000,
    endDate: '2027-06-30',
    closedAt: null,
    bestAskCents: null,
  },
  { paths: 300 },
  new Date('2027-05-01T00:00:00Z'),
)!;

describe('the outlook engine (what the project page’s worker runs)', () => {
  it('answers exactly what the simulator answers, for each amount and horizon in turn', () => {
    const engine = createOutlookEngine();
    for (const [amount, years] of [
      [200_00, 5],
      [950_00, 5],
      [200_00, 2],
      [10_000_00, 10],
      [950_00, 5],
    ] as const) {
      const asked = withHolding(inputs, { amountCents: cents(amount), years });
      expect(engine.outlookOf(asked)).toEqual(simulateOutlook(asked.project, asked.request));
    }
  });

  it('previews over the first paths of the same futures: what those paths alone would answer', () => {
    const engine = createOutlookEngine();
    const asked = withHolding(inputs, { amountCents: cents(700_00), years: 4 });
    const fewer = { ...asked.request, paths: 120 };
    expect(engine.outlookOf(asked, 120)).toEqual({ ...simulateOutlook(asked.project, fewer), paths: 120 });
    expect(engine.outlookOf(asked, 1_000)).toEqual(simulateOutlook(asked.project, asked.request));
  });

  it('answers an ask in the API’s terms: the server’s inputs with another amount and horizon', () => {
    const wire = outlookInputsToWire(inputs);
    const asked = withHolding(inputs, { amountCents: cents(1_234_56), years: 3 });
    expect(answerAsk(createOutlookEngine(), { inputs: wire, amount: '1234.56', years: 3 })).toEqual(
      simulateOutlook(asked.project, asked.request),
    );
  });
});
