import { useState, type FormEvent } from 'react';
import { decimalToCents, formatCentsAsUsd, sumCents } from '@common/money';
import { ledgerAccountKinds, type LedgerAccountKind, type LedgerCheckRun } from '@common/schemas/operator-views';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/dates';
import { useViewerTimeZone } from '@/lib/use-hydrated';
import { amountCell, cell, HeaderCells, Part } from './console-parts';
import {
  useAccountPostings,
  useLatestLedgerCheck,
  useLedgerTransfer,
  useRunLedgerCheck,
  useTrialBalance,
  type LedgerAccountRef,
} from './ledger-api';

const usd = (decimal: string) => formatCentsAsUsd(decimalToCents(decimal));

const ledgerKindNames: Record<LedgerAccountKind, string> = {
  user_cash: 'User cash',
  project_escrow: 'Project escrow',
  creator_proceeds: 'Creator proceeds',
  platform_fees: 'Platform fees',
  sandbox: 'Sandbox',
  investor_pool: 'Investor pool',
  market_holding: 'Market holding',
};

/** "investment_hold" as "Investment hold". */
const codeName = (code: string) => {
  const words = code.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** `daily` or `staff:{id}`, in words. */
const triggerName = (trigger: string) => {
  if (trigger === 'daily') return 'the daily run';
  const staff = /^staff:(\d+)$/.exec(trigger);
  return staff ? `staff member #${staff[1]}` : trigger;
};

/** Each kind of account summed from its postings; the total is zero when the books balance. */
function TrialBalancePart() {
  const balance = useTrialBalance();
  if (balance.isPending) return <Skeleton className="h-40 w-full" />;
  if (balance.isError) {
    return <LoadError title="The trial balance could not be loaded" error={balance.error} onRetry={() => void balance.refetch()} />;
  }
  const { kinds, total } = balance.data;
  const zero = decimalToCents(total) === 0;
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Trial balance by account kind</caption>
          <HeaderCells names={['Account kind', 'Accounts', 'Postings', 'Money in', 'Money out', 'Balance']} rightFrom={1} />
          <tbody>
            {kinds.map((row) => (
              <tr key={row.kind} className="border-t border-border">
                <th scope="row" className={`${cell} font-normal`}>
                  {ledgerKindNames[row.kind]}
                </th>
                <td className={amountCell}>{row.accounts}</td>
                <td className={amountCell}>{row.postings}</td>
                <td className={amountCell}>{usd(row.moneyIn)}</td>
                <td className={amountCell}>{usd(row.moneyOut)}</td>
                <td className={amountCell}>{usd(row.balance)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-border font-bold">
              <th scope="row" className={cell}>
                Total
              </th>
              <td className={amountCell} colSpan={5}>
                {usd(total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        {zero ? <Badge tone="success">Balanced</Badge> : <Badge tone="danger">Not balanced</Badge>}
        {zero ? 'The total is zero: the books balance.' : `The total is ${usd(total)}, not zero: the books do not balance.`}
      </p>
      <Button variant="outline" size="sm" className="justify-self-start" onClick={() => void balance.refetch()}>
        Refresh the trial balance
      </Button>
    </>
  );
}

/** One account's postings, newest first, a page at a time, with its balance; a transfer opens from its row. */
function PostingsPart({ onOpenTransfer }: { onOpenTransfer: (id: string) => void }) {
  const timeZone = useViewerTimeZone();
  const [kind, setKind] = useState<LedgerAccountKind>('user_cash');
  const [id, setId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [account, setAccount] = useState<LedgerAccountRef | null>(null);
  const postings = useAccountPostings(account);
  const show = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = id.trim();
    if (!/^\d+$/.test(trimmed)) {
      setProblem('Enter the account’s id: a whole number (0 for the platform’s own accounts).');
      return;
    }
    setProblem(null);
    setAccount({ kind, id: String(Number(trimmed)) });
  };
  const first = postings.data?.pages[0];
  const items = postings.data?.pages.flatMap((page) => page.items) ?? [];
  const accountName = account ? `${ledgerKindNames[account.kind].toLowerCase()} account ${account.id}` : '';
  return (
    <>
      <form noValidate onSubmit={show} aria-label="Show an account’s postings" className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Account kind"
          value={kind}
          onChange={(event) => setKind(event.target.value as LedgerAccountKind)}
          options={ledgerAccountKinds.map((value) => ({ value, label: ledgerKindNames[value] }))}
        />
        <Field
          label="Account id"
          inputMode="numeric"
          value={id}
          onChange={(event) => setId(event.target.value)}
          error={problem ?? undefined}
          hint="0 for the platform’s own accounts."
        />
        <Button type="submit">Show postings</Button>
      </form>
      {account === null ? null : postings.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : postings.isError ? (
        <LoadError title="The postings could not be loaded" error={postings.error} onRetry={() => void postings.refetch()} />
      ) : (
        <div className="grid gap-3">
          <p className="text-sm">
            Balance of the {accountName}: <span className="font-bold tabular-nums">{first ? usd(first.balance) : ''}</span>
          </p>
          {items.length === 0 ? (
            <p className="text-sm text-muted-foreground">This account has no postings.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Postings of the {accountName}, newest first</caption>
                <HeaderCells names={['When', 'Transfer', 'Kind of movement', 'Description', 'Amount', 'Balance after']} rightFrom={4} />
                <tbody>
                  {items.map((posting) => (
                    <tr key={posting.id} className="border-t border-border align-top">
                      <td className={`${cell} whitespace-nowrap`}>{formatDateTime(posting.at, timeZone)}</td>
                      <td className={cell}>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Open transfer ${posting.transferId}`}
                          onClick={() => onOpenTransfer(String(posting.transferId))}
                        >
                          #{posting.transferId}
                        </Button>
                      </td>
                      <td className={cell}>{codeName(posting.code)}</td>
                      <td className={`${cell} [overflow-wrap:anywhere]`}>{posting.description}</td>
                      <td className={amountCell}>{usd(posting.amount)}</td>
                      <td className={amountCell}>{usd(posting.balanceAfter)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {postings.hasNextPage ? (
            <Button
              variant="outline"
              className="justify-self-start"
              disabled={postings.isFetchingNextPage}
              onClick={() => void postings.fetchNextPage()}
            >
              Show older postings
            </Button>
          ) : null}
        </div>
      )}
    </>
  );
}

/** One transfer by its id, with its legs (they sum to zero). */
function TransferPart({
  input,
  onInput,
  shown,
  onShow,
}: {
  input: string;
  onInput: (value: string) => void;
  shown: string | null;
  onShow: (id: string) => void;
}) {
  const timeZone = useViewerTimeZone();
  const [problem, setProblem] = useState<string | null>(null);
  const transfer = useLedgerTransfer(shown);
  const show = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = input.trim();
    if (!/^[1-9]\d*$/.test(trimmed)) {
      setProblem('Enter the transfer’s id: a whole number.');
      return;
    }
    setProblem(null);
    onShow(trimmed);
  };
  return (
    <>
      <form noValidate onSubmit={show} aria-label="Show a transfer" className="flex flex-wrap items-end gap-3">
        <Field
          label="Transfer id"
          inputMode="numeric"
          value={input}
          onChange={(event) => onInput(event.target.value)}
          error={problem ?? undefined}
        />
        <Button type="submit">Show transfer</Button>
      </form>
      {shown === null ? null : transfer.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : transfer.isError ? (
        <LoadError title="The transfer could not be loaded" error={transfer.error} onRetry={() => void transfer.refetch()} />
      ) : (
        <div className="grid gap-3">
          <p className="text-sm [overflow-wrap:anywhere]">
            <span className="font-bold">Transfer #{transfer.data.id}</span> · {codeName(transfer.data.code)} · {transfer.data.description} ·{' '}
            {formatDateTime(transfer.data.at, timeZone)}
            {transfer.data.projectId === null ? '' : ` · project #${transfer.data.projectId}`}
            {transfer.data.investmentId === null ? '' : ` · investment #${transfer.data.investmentId}`}
          </p>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Legs of transfer {transfer.data.id}</caption>
              <HeaderCells names={['Posting', 'Account kind', 'Account id', 'Amount']} rightFrom={3} />
              <tbody>
                {transfer.data.legs.map((leg) => (
                  <tr key={leg.postingId} className="border-t border-border">
                    <td className={cell}>#{leg.postingId}</td>
                    <td className={cell}>{ledgerKindNames[leg.accountKind]}</td>
                    <td className={cell}>{leg.accountId}</td>
                    <td className={amountCell}>{usd(leg.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <LegsSum amounts={transfer.data.legs.map((leg) => leg.amount)} />
        </div>
      )}
    </>
  );
}

/** Says plainly whether a transfer's legs cancel out. */
function LegsSum({ amounts }: { amounts: string[] }) {
  const sum = sumCents(amounts.map(decimalToCents));
  return <p className="text-sm">{sum === 0 ? 'The legs sum to zero.' : `The legs sum to ${formatCentsAsUsd(sum)}, not zero.`}</p>;
}

function CheckRun({ run }: { run: LedgerCheckRun }) {
  const timeZone = useViewerTimeZone();
  return (
    <div className="grid gap-2 text-sm">
      <p>
        Last run {formatDateTime(run.at, timeZone)}, by {triggerName(run.trigger)}.
      </p>
      {run.clean ? (
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone="success">Clean</Badge> No violations found.
        </p>
      ) : (
        <>
          <p className="flex flex-wrap items-center gap-2">
            <Badge tone="danger">Violations</Badge>
            {run.violations.length} {run.violations.length === 1 ? 'violation' : 'violations'} found:
          </p>
          <ul aria-label="Violations found" className="grid list-disc gap-1 pl-5">
            {run.violations.map((violation) => (
              <li key={violation} className="[overflow-wrap:anywhere]">
                {violation}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The last ledger check and, for those allowed, running it now. */
function CheckPart({ canRunCheck }: { canRunCheck: boolean }) {
  const latest = useLatestLedgerCheck();
  const run = useRunLedgerCheck();
  const runNow = () =>
    run.mutate(undefined, {
      onSuccess: (result) =>
        toast({
          title: result.clean
            ? 'The ledger check ran: clean'
            : `The ledger check found ${result.violations.length} ${result.violations.length === 1 ? 'violation' : 'violations'}`,
        }),
    });
  return (
    <>
      {latest.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : latest.isError ? (
        <LoadError title="The last ledger check could not be loaded" error={latest.error} onRetry={() => void latest.refetch()} />
      ) : latest.data === null ? (
        <p className="text-sm text-muted-foreground">The ledger check has not run yet.</p>
      ) : (
        <CheckRun run={latest.data} />
      )}
      {run.isError ? (
        <p role="alert" className="text-sm text-[#fca5a5]">
          {errorMessage(run.error, 'The ledger check could not be run.')}
        </p>
      ) : null}
      {canRunCheck ? (
        <Button className="justify-self-start" disabled={run.isPending} onClick={runNow}>
          Run the ledger check now
        </Button>
      ) : null}
    </>
  );
}

/** Finance: the trial balance, an account's postings, a transfer's legs and the ledger check. Nothing here moves money. */
export function LedgerSection({ canRunCheck }: { canRunCheck: boolean }) {
  const [transferInput, setTransferInput] = useState('');
  const [transferShown, setTransferShown] = useState<string | null>(null);
  const openTransfer = (id: string) => {
    setTransferInput(id);
    setTransferShown(id);
  };
  return (
    <div className="grid gap-8">
      <Part title="Trial balance">
        <TrialBalancePart />
      </Part>
      <Part title="Account postings">
        <PostingsPart onOpenTransfer={openTransfer} />
      </Part>
      <Part title="Transfer">
        <TransferPart input={transferInput} onInput={setTransferInput} shown={transferShown} onShow={openTransfer} />
      </Part>
      <Part title="Ledger check">
        <CheckPart canRunCheck={canRunCheck} />
      </Part>
    </div>
  );
}
