// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cents, type Cents } from '@common/money';
import { simulateOutlook } from '@common/rules/outlook';
import { answerAsk, createOutlookEngine } from '@common/rules/outlook-engine';
import { outlookInputs, outlookInputsToWire, withHolding } from '@common/rules/outlook-inputs';
import type { ProjectOutlookAnswer } from '@common/schemas/outlook';
import type { OutlookAsk, OutlookReply } from './outlook-messages';
import { OutlookSection } from './outlook-section';
import { outlookSentences } from './outlook-text';

const inputs = outlookInputs(
  {
    id: 5,
    type: 'album',
    status: 'active',
    fundingGoalCents: cents(20_000_00),
    sharePriceCents: cents(10_00),
    totalShares: 2_000,
    availableShares: 0,
    minInvestmentCents: cents(250_00),
    valueBp: 10_000,
    endDate: '2027-06-30',
    closedAt: null,
    bestAskCents: null,
  },
  { paths: 200 },
  new Date('2027-05-01T00:00:00Z'),
)!;
const answer: ProjectOutlookAnswer = { ...simulateOutlook(inputs.project, inputs.request), inputs: outlookInputsToWire(inputs) };
const sentencesFor = (amountCents: Cents, years: number) => {
  const asked = withHolding(inputs, { amountCents, years });
  return outlookSentences(simulateOutlook(asked.project, asked.request), amountCents, years);
};

/** The worker, run on the test's thread: what outlook.worker.ts does with each message. */
class FakeWorker {
  private readonly engine = createOutlookEngine();
  private listener: ((event: { data: OutlookReply }) => void) | null = null;
  addEventListener(type: string, listener: (event: { data: OutlookReply }) => void) {
    if (type === 'message') this.listener = listener;
  }
  postMessage({ id, ...ask }: OutlookAsk) {
    setTimeout(() => this.listener?.({ data: { id, outlook: answerAsk(this.engine, ask), final: true, ms: 0 } }));
  }
  terminate() {
    this.listener = null;
  }
}

describe('What could this earn?', () => {
  beforeEach(() => vi.stubGlobal('Worker', FakeWorker));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the server's figures for the minimum over 5 years, each marked hypothetical, with the chart's table", () => {
    render(<OutlookSection answer={answer} followAmountCents={null} />);
    const section = screen.getByRole('region', { name: 'What could this earn?' });
    expect(within(section).getByLabelText('Amount to invest (USD)')).toHaveProperty('value', '250');
    expect(within(section).getByLabelText('Horizon: 5 years')).toHaveProperty('value', '5');
    const figures = within(section).getAllByRole('definition');
    expect(figures).toHaveLength(5);
    for (const figure of figures) expect(figure.textContent).toContain('Hypothetical');
    const sentences = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(sentences).toEqual(expect.arrayContaining(sentencesFor(cents(250_00), 5)));
    const table = within(section).getByRole('table', { name: /Hypothetical quarterly payouts for \$250 over 5 years/ });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
  });

  it('follows the invest form’s amount and its own field, and works the figures out again', async () => {
    const { rerender } = render(<OutlookSection answer={answer} followAmountCents={null} />);
    rerender(<OutlookSection answer={answer} followAmountCents={cents(1_000_00)} />);
    expect(screen.getByLabelText('Amount to invest (USD)')).toHaveProperty('value', '1000');
    await waitFor(() => expect(screen.getByText(sentencesFor(cents(1_000_00), 5)[2]!)).toBeTruthy());

    fireEvent.change(screen.getByLabelText('Horizon: 5 years'), { target: { value: '2' } });
    await waitFor(() => expect(screen.getByText(sentencesFor(cents(1_000_00), 2)[2]!)).toBeTruthy());

    fireEvent.change(screen.getByLabelText('Amount to invest (USD)'), { target: { value: '10' } });
    expect(screen.getByText('Enter an amount of at least $250, like 250.')).toBeTruthy();
    // Below the minimum, the last amount's figures stay.
    expect(screen.getByText(sentencesFor(cents(1_000_00), 2)[2]!)).toBeTruthy();
  });
});
