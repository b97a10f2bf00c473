import { decimalToCents, parseCents, type InvestmentQuote } from '@common/money';
import { checkInvestmentAmount, minimumInvestmentMessage, type InvestmentProblem } from '@common/rules/investment-rules';
import { AMOUNT_FORMAT_MESSAGE } from '@common/schemas/amount';
import { investmentRequestSchema } from '@common/schemas/investments';
import type { Project } from '@common/schemas/projects';

export interface InvestmentFormValues {
  investorName: string;
  investorEmail: string;
  amount: string;
}

export type InvestmentProject = Pick<Project, 'minInvestment' | 'sharePrice' | 'availableShares'>;

export type InvestmentFormCheck =
  | { ok: true; quote: InvestmentQuote }
  | { ok: false; problem: InvestmentProblem; /** The visitor must sign up first. */ needsAccount?: true };

export const ACCOUNT_REQUIRED: InvestmentProblem = {
  title: 'Account Required',
  message: 'Please create an account to complete your investment.',
};

const invalidInput = (message: string | undefined): InvestmentFormCheck => ({
  ok: false,
  problem: { title: 'Invalid Input', message: message ?? 'Please check the form.' },
});

export function toInvestableProject(project: InvestmentProject) {
  return {
    minInvestmentCents: decimalToCents(project.minInvestment),
    sharePriceCents: decimalToCents(project.sharePrice),
    availableShares: project.availableShares,
  };
}

/**
 * The spec's client checks in its order (section 5, rules 1 to 6): name, email, minimum, shares
 * available, at least one share, signed in. Name and email use the API's own schema, the
 * amount rules the server's own functions, so both give the same messages.
 */
export function checkInvestmentForm(values: InvestmentFormValues, project: InvestmentProject, signedIn: boolean): InvestmentFormCheck {
  const name = investmentRequestSchema.shape.investorName.safeParse(values.investorName);
  if (!name.success) return invalidInput(name.error.issues[0]?.message);
  const email = investmentRequestSchema.shape.investorEmail.safeParse(values.investorEmail);
  if (!email.success) return invalidInput(email.error.issues[0]?.message);

  const investable = toInvestableProject(project);
  const amountCents = parseCents(values.amount);
  if (amountCents === null) {
    // An empty amount is below any minimum; a malformed one gets the API's format message.
    const message = values.amount.trim() === '' ? minimumInvestmentMessage(investable.minInvestmentCents) : AMOUNT_FORMAT_MESSAGE;
    return { ok: false, problem: { title: 'Invalid Investment', message } };
  }
  const amount = checkInvestmentAmount(amountCents, investable);
  if (!amount.ok) return amount;
  if (!signedIn) return { ok: false, problem: ACCOUNT_REQUIRED, needsAccount: true };
  return amount;
}
