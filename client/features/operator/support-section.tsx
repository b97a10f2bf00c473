import { useId, useState, type FormEvent } from 'react';
import { decimalToCents, formatCentsAsUsd } from '@common/money';
import { accountSearchQuerySchema, supportViewRequestSchema, type AccountBrief, type SupportView } from '@common/schemas/operator-views';
import type { PortfolioSummary } from '@common/schemas/portfolio';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/dates';
import { useViewerTimeZone } from '@/lib/use-hydrated';
import { cell, HeaderCells, Part } from './console-parts';
import { useAccountSearch, useOpenSupportView } from './support-api';

const usd = (decimal: string) => formatCentsAsUsd(decimalToCents(decimal));

const accountTypeNames = { investor: 'Investor', creator: 'Creator', both: 'Investor and creator' } as const;
const originNames = { campaign: 'Campaign', market: 'Market' } as const;
const statusNames = { pending: 'Pending', active: 'Active', sold: 'Sold', cancelled: 'Cancelled', refunded: 'Refunded' } as const;
const sideNames = { buy: 'Buy', sell: 'Sell' } as const;

/** The summary's lines as the investor's own portfolio names them. */
const BALANCES = [
  ['Cash', 'cash'],
  ['In escrow', 'inEscrow'],
  ['Holdings value', 'holdingsValue'],
  ['Reserved for orders', 'reservedForOrders'],
  ['Net worth', 'netWorth'],
  ['Payouts received', 'payoutsReceived'],
  ['Realized returns', 'realizedReturns'],
  ['Fees paid', 'feesPaid'],
] as const satisfies ReadonlyArray<readonly [string, keyof PortfolioSummary]>;

/** What Support sees of one account; it only reads: nothing here moves money or signs in as the account. */
function AccountView({ view, onClose }: { view: SupportView; onClose: () => void }) {
  const timeZone = useViewerTimeZone();
  const headingId = useId();
  const { account, balances, investments, openOrders, limit, notices, sessions } = view;
  return (
    <Card className="grid gap-6 p-5">
      <section aria-labelledby={headingId} className="grid gap-6">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="text-lg font-bold">
              {account.name}’s account
            </h3>
            <Badge>Read only</Badge>
          </div>
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            #{account.id} · {account.email} · {accountTypeNames[account.accountType]} · joined {formatDateTime(account.createdAt, timeZone)}
          </p>
        </div>

        <Part level={4} title="Balances">
          <dl className="grid gap-1 text-sm sm:max-w-md">
            {BALANCES.map(([label, key]) => (
              <div key={key} className="flex justify-between gap-3">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-medium tabular-nums">{usd(balances[key])}</dd>
              </div>
            ))}
          </dl>
        </Part>

        <Part level={4} title="Investments">
          {investments.length === 0 ? (
            <p className="text-sm text-muted-foreground">No investments.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Investments, newest first</caption>
                <HeaderCells names={['Project', 'From', 'Status', 'Shares', 'Amount', 'Made']} />
                <tbody>
                  {investments.map((investment) => (
                    <tr key={investment.id} className="border-t border-border">
                      <td className={cell}>{investment.projectTitle}</td>
                      <td className={cell}>{originNames[investment.origin]}</td>
                      <td className={cell}>{statusNames[investment.status]}</td>
                      <td className={`${cell} tabular-nums`}>{investment.shares}</td>
                      <td className={`${cell} tabular-nums`}>{usd(investment.amount)}</td>
                      <td className={`${cell} whitespace-nowrap`}>{formatDateTime(investment.createdAt, timeZone)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Part>

        <Part level={4} title="Open orders">
          {openOrders.length === 0 ? (
            <p className="text-sm text-muted-foreground">No open orders.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Open market orders</caption>
                <HeaderCells names={['Project', 'Side', 'Shares filled', 'Limit price', 'Cash held', 'Placed', 'Expires']} />
                <tbody>
                  {openOrders.map((order) => (
                    <tr key={order.id} className="border-t border-border">
                      <td className={cell}>{order.projectTitle}</td>
                      <td className={cell}>{sideNames[order.side]}</td>
                      <td className={`${cell} tabular-nums`}>
                        {order.filledShares} of {order.shares}
                      </td>
                      <td className={`${cell} tabular-nums`}>{usd(order.limitPrice)}</td>
                      <td className={`${cell} tabular-nums`}>{usd(order.reserved)}</td>
                      <td className={`${cell} whitespace-nowrap`}>{formatDateTime(order.createdAt, timeZone)}</td>
                      <td className={`${cell} whitespace-nowrap`}>{formatDateTime(order.expiresAt, timeZone)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Part>

        <Part level={4} title="Investment limit">
          <dl className="grid gap-1 text-sm sm:max-w-md">
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">Used in the last 12 months</dt>
              <dd className="font-medium tabular-nums">{usd(limit.used12m)}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">12-month limit</dt>
              <dd className="font-medium tabular-nums">{limit.limit === null ? 'No limit' : usd(limit.limit)}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">Remaining</dt>
              <dd className="font-medium tabular-nums">{limit.remaining === null ? 'No limit' : usd(limit.remaining)}</dd>
            </div>
          </dl>
          <p className="text-sm text-muted-foreground">
            {limit.accredited ? 'Accredited investor: no limit applies. ' : ''}
            {limit.declared ? '' : 'The investor profile is not filled in yet. '}
            The 12 months counted started {formatDateTime(limit.windowStartsAt, timeZone)}.
          </p>
        </Part>

        <Part level={4} title="Latest notices">
          {notices.length === 0 ? (
            <p className="text-sm text-muted-foreground">No notices.</p>
          ) : (
            <ul aria-label="Latest notices, newest first" className="grid gap-1 text-sm">
              {notices.map((notice) => (
                <li key={`${notice.createdAt}-${notice.kind}-${notice.title}`} className="flex flex-wrap items-center gap-2">
                  <span>{notice.title}</span>
                  <span className="text-muted-foreground">{formatDateTime(notice.createdAt, timeZone)}</span>
                  {notice.read ? null : <Badge tone="accent">Unread</Badge>}
                </li>
              ))}
            </ul>
          )}
        </Part>

        <Part level={4} title="Sign-in sessions">
          <p className="text-sm">
            {sessions.count === 0
              ? 'No open sessions.'
              : `${sessions.count} open ${sessions.count === 1 ? 'session' : 'sessions'}${
                  sessions.lastSeenAt ? `, last seen ${formatDateTime(sessions.lastSeenAt, timeZone)}` : ''
                }.`}
          </p>
        </Part>
      </section>
      <Button variant="outline" className="justify-self-start" onClick={onClose}>
        Close account view
      </Button>
    </Card>
  );
}

/** Opening an account asks why first; the reason goes to the audit log with the opening. */
function OpenAccount({ account, onClose }: { account: AccountBrief; onClose: () => void }) {
  const open = useOpenSupportView();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (open.data) return <AccountView view={open.data} onClose={onClose} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = supportViewRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Give a reason.');
      return;
    }
    setProblem(null);
    open.mutate({ userId: account.id, reason: parsed.data.reason });
  };
  return (
    <form noValidate onSubmit={submit} aria-label={`Open ${account.name}’s account view`} className="grid gap-3 sm:max-w-md">
      <Field
        label="Reason for viewing"
        required
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={problem ?? undefined}
        hint="Required. It is kept in the audit log with your name."
        autoFocus
      />
      {open.isError ? (
        <p role="alert" className="text-sm text-[#fca5a5]">
          {errorMessage(open.error, 'The account view could not be opened.')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={open.isPending}>
          Open account view
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Support: find an account by its email or id, then read its balances, investments, orders, limit, notices and sessions. */
export function SupportSection() {
  const timeZone = useViewerTimeZone();
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [chosen, setChosen] = useState<AccountBrief | null>(null);
  const search = useAccountSearch(query);
  const find = (event: FormEvent) => {
    event.preventDefault();
    const parsed = accountSearchQuerySchema.safeParse({ query: input });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Enter an email or an account id.');
      return;
    }
    setProblem(null);
    setChosen(null);
    if (parsed.data.query === query) void search.refetch();
    else setQuery(parsed.data.query);
  };
  const accounts = search.data?.accounts ?? [];
  return (
    <div className="grid gap-6">
      <form noValidate onSubmit={find} aria-label="Find an account" className="flex flex-wrap items-end gap-3">
        <Field
          label="Email or account id"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          error={problem ?? undefined}
          autoComplete="off"
        />
        <Button type="submit">Find account</Button>
      </form>
      {query === '' ? null : search.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : search.isError ? (
        <LoadError title="The search could not be run" error={search.error} onRetry={() => void search.refetch()} />
      ) : accounts.length === 0 ? (
        <p className="text-sm text-muted-foreground">No account has this email or id.</p>
      ) : (
        <ul aria-label="Accounts found" className="grid gap-2">
          {accounts.map((account) => (
            <li key={account.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border p-3 text-sm">
              <span className="[overflow-wrap:anywhere]">
                <span className="font-semibold">{account.name}</span> · #{account.id} · {account.email} ·{' '}
                {accountTypeNames[account.accountType]} · joined {formatDateTime(account.createdAt, timeZone)}
              </span>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Choose ${account.name} (#${account.id})`}
                aria-pressed={chosen?.id === account.id}
                onClick={() => setChosen(account)}
              >
                Choose
              </Button>
            </li>
          ))}
        </ul>
      )}
      {chosen ? <OpenAccount key={chosen.id} account={chosen} onClose={() => setChosen(null)} /> : null}
    </div>
  );
}
