import { z } from 'zod';

export const STATEMENT_YEAR_PATH_MESSAGE = 'The year must be a four-digit year such as 2027.';

/** `GET /api/statements/{year}`: the sandbox calendar year (UTC) of the statement. */
export const statementParamsSchema = z.strictObject({
  year: z
    .string({ error: STATEMENT_YEAR_PATH_MESSAGE })
    .regex(/^(19|[2-9]\d)\d\d$/, STATEMENT_YEAR_PATH_MESSAGE)
    .transform(Number),
});

export const statementFormats = ['json', 'csv', 'pdf'] as const;
export type StatementFormat = (typeof statementFormats)[number];

/** `?format=csv` or `?format=pdf` downloads the statement; without it (or `json`) it is the JSON below. */
export const statementQuerySchema = z.strictObject({
  format: z.enum(statementFormats, { error: 'format must be json, csv or pdf.' }).optional(),
});

/**
 * One sale of the year: shares of a holding sold on the market (one line per holding a fill took
 * shares from) or a holding sold to the sandbox. Amounts are decimal strings: `proceeds` is what
 * the shares sold for before the seller fee, `costBasis` their proportional part of the
 * holding's cost, `gain` = proceeds - fee - costBasis.
 */
export const statementSaleSchema = z.object({
  at: z.string(),
  investmentId: z.number().int(),
  projectTitle: z.string(),
  shares: z.number().int(),
  proceeds: z.string(),
  costBasis: z.string(),
  fee: z.string(),
  gain: z.string(),
});
export type StatementSale = z.infer<typeof statementSaleSchema>;

/**
 * The account's statement for one sandbox year (decisions.md, "Statements that reconcile"):
 * every figure a decimal string equal to the ledger of that year, and
 * openingCash + deposits - withdrawals - invested + refunds + revenueShareIncome + salesProceeds
 * - sellerFees + creatorNetProceeds + creatorRevenueShare - reservedChange = closingCash.
 */
export const yearStatementSchema = z.object({
  year: z.number().int(),
  openingCash: z.string(),
  deposits: z.string(),
  withdrawals: z.string(),
  invested: z.string(),
  refunds: z.string(),
  revenueShareIncome: z.string(),
  sales: z.array(statementSaleSchema),
  salesProceeds: z.string(),
  sellerFees: z.string(),
  feesPaid: z.string(),
  creatorNetProceeds: z.string(),
  creatorRevenueShare: z.string(),
  reservedChange: z.string(),
  closingCash: z.string(),
});
export type YearStatement = z.infer<typeof yearStatementSchema>;

/** `GET /api/statements`: the sandbox years in which the account had any activity, newest first. */
export const statementYearsSchema = z.object({ years: z.array(z.number().int()) });
export type StatementYears = z.infer<typeof statementYearsSchema>;

/** The statement's money lines besides the sales, in the order of the identity. */
export type StatementFigure = Exclude<keyof YearStatement, 'year' | 'sales'>;

/**
 * Each line's label in plain words, and how it enters the identity (+1 adds to the cash, -1
 * takes from it, 0 is shown but not part of the sum): the page, the CSV and the PDF all read it.
 */
export const statementLines: ReadonlyArray<{ key: StatementFigure; label: string; sign: 1 | -1 | 0; note: string }> = [
  { key: 'openingCash', label: 'Cash at the start of the year', sign: 1, note: 'Your balance on 1 January (UTC).' },
  { key: 'deposits', label: 'Money added', sign: 1, note: 'Demo card deposits and any sandbox starting balance.' },
  { key: 'withdrawals', label: 'Money withdrawn', sign: -1, note: 'To the demo bank account.' },
  {
    key: 'invested',
    label: 'Invested',
    sign: -1,
    note: 'Campaign investments (the 5% platform fee included) and shares bought on the market, at what you paid.',
  },
  { key: 'refunds', label: 'Refunds', sign: 1, note: 'Cancelled investments and failed campaigns, returned in full.' },
  { key: 'revenueShareIncome', label: 'Payouts received', sign: 1, note: "Your share of funded projects' revenue, paid quarterly." },
  { key: 'salesProceeds', label: 'Sales proceeds', sign: 1, note: 'Shares sold on the market or to the sandbox, before fees.' },
  { key: 'sellerFees', label: 'Market seller fees', sign: -1, note: "The market's 2% fee on shares you sold." },
  { key: 'creatorNetProceeds', label: 'Campaign proceeds (net)', sign: 1, note: "Your funded campaigns' raise less the 5% platform fee." },
  { key: 'creatorRevenueShare', label: 'Creator revenue share', sign: 1, note: "Your 70% of your projects' revenue." },
  {
    key: 'reservedChange',
    label: 'Change in cash held by buy orders',
    sign: -1,
    note: 'Cash your open buy orders hold at the end of the year less at its start.',
  },
  { key: 'closingCash', label: 'Cash at the end of the year', sign: 0, note: 'Your balance on 31 December (UTC), after all of the above.' },
  { key: 'feesPaid', label: 'Fees paid (included above)', sign: 0, note: 'Platform fees inside Invested, plus market seller fees.' },
];

export const SANDBOX_STATEMENT_NOTICE = 'Sandbox: virtual money, not a tax document';
