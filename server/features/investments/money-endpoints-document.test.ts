import { afterEach, describe, expect, it } from 'vitest';
import { expectLedgerClean } from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';

/**
 * What the OpenAPI document (/api/docs/json) tells API clients about the money endpoints'
 * answers: it is generated from each route's response schema, so a route that drops its schema
 * leaves clients without a description of the amounts and balances it answers.
 */
const context = useTestApp();
afterEach(() => expectLedgerClean(context.database.db));

type JsonSchema = { type?: string; required?: string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; $ref?: string };
type Operation = {
  parameters?: Array<{ in: string; name: string; required: boolean }>;
  responses: Record<string, { content?: { 'application/json'?: { schema?: JsonSchema } } }>;
};

let components: Record<string, JsonSchema> = {};

async function operation(path: string, method: string): Promise<Operation> {
  const response = await send(context.app, { method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  const document = response.json<{ paths: Record<string, Record<string, Operation>>; components: { schemas: typeof components } }>();
  components = document.components.schemas;
  const found = document.paths[path]?.[method];
  expect(found, `${method} ${path}`).toBeDefined();
  return found as Operation;
}

/** The schema with each named schema it refers to (`$ref`) written out in its place. */
function inline(schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema) return schema;
  if (schema.$ref) return inline(components[schema.$ref.replace('#/components/schemas/', '')]);
  return {
    ...schema,
    ...(schema.items ? { items: inline(schema.items) } : {}),
    ...(schema.properties
      ? { properties: Object.fromEntries(Object.entries(schema.properties).map(([name, property]) => [name, inline(property) ?? {}])) }
      : {}),
  };
}

const answer = (op: Operation, status: string) => inline(op.responses[status]?.content?.['application/json']?.schema);

/** An investment as every money endpoint shows it: amounts as decimal strings, with its project. */
function expectInvestmentShape(schema: JsonSchema | undefined): void {
  expect(schema?.required).toEqual(
    expect.arrayContaining([
      'id',
      'projectId',
      'amount',
      'fee',
      'shares',
      'returns',
      'currentValue',
      'status',
      'investmentDate',
      'cancellableUntil',
      'closedAt',
      'project',
    ]),
  );
  for (const money of ['amount', 'fee', 'returns', 'currentValue']) expect(schema?.properties?.[money]?.type).toBe('string');
  expect(schema?.properties?.project?.required).toEqual(expect.arrayContaining(['raisedAmount', 'fundingGoal', 'timeline']));
}

describe('the API document of the money endpoints', () => {
  it('describes the 201 answer of POST /api/investments as the new investment', async () => {
    expectInvestmentShape(answer(await operation('/api/investments', 'post'), '201'));
  });

  it('describes the 200 answer of GET /api/investments as a list of investments', async () => {
    const schema = answer(await operation('/api/investments', 'get'), '200');
    expect(schema?.type).toBe('array');
    expectInvestmentShape(schema?.items);
  });

  it('describes DELETE /api/investments/{id}: the id in the path, and the sold investment with the new balance', async () => {
    const op = await operation('/api/investments/{id}', 'delete');
    expect(op.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'id', required: true })]));
    const schema = answer(op, '200');
    expect(schema?.required).toEqual(['investment', 'accountBalance']);
    expect(schema?.properties?.accountBalance?.type).toBe('string');
    expectInvestmentShape(schema?.properties?.investment);
  });

  it('describes the 200 answer of POST /api/funds/add as the amount and the new balance', async () => {
    const schema = answer(await operation('/api/funds/add', 'post'), '200');
    expect(schema?.required).toEqual(['amount', 'accountBalance']);
    expect(schema?.properties?.amount?.type).toBe('string');
    expect(schema?.properties?.accountBalance?.type).toBe('string');
  });

  it('describes the 200 answer of GET /api/portfolio/history as the range, its points and its payout days', async () => {
    const schema = answer(await operation('/api/portfolio/history', 'get'), '200');
    expect(schema?.required).toEqual(['range', 'points', 'payouts']);
    expect(schema?.properties?.points?.items?.required).toEqual(['date', 'invested', 'value']);
    expect(schema?.properties?.payouts?.items?.required).toEqual(['date', 'amount']);
  });

  it('describes GET /api/payouts as payout lines, and the statement as CSV for a year', async () => {
    const schema = answer(await operation('/api/payouts', 'get'), '200');
    expect(schema?.items?.required).toEqual([
      'id',
      'projectId',
      'projectTitle',
      'investmentId',
      'quarter',
      'amount',
      'shares',
      'investorPool',
      'postedAt',
    ]);
    const statement = await operation('/api/payouts/statement.csv', 'get');
    expect(statement.parameters?.map((parameter) => [parameter.in, parameter.name, parameter.required])).toEqual([['query', 'year', true]]);
    expect(Object.keys(statement.responses['200']?.content ?? {})).toEqual(['text/csv']);
  });

  it('describes the 200 answer of GET /api/investments/history as closed positions with their proceeds', async () => {
    const schema = answer(await operation('/api/investments/history', 'get'), '200');
    expect(schema?.type).toBe('array');
    expectInvestmentShape(schema?.items);
    expect(schema?.items?.required).toEqual(expect.arrayContaining(['proceeds', 'realizedReturns', 'closedAt']));
  });

  it('describes GET /api/ledger: its cursor and limit, and a page of cash lines with the balance after each', async () => {
    const op = await operation('/api/ledger', 'get');
    expect(op.parameters?.map((parameter) => [parameter.in, parameter.name])).toEqual(
      expect.arrayContaining([
        ['query', 'cursor'],
        ['query', 'limit'],
      ]),
    );
    const schema = answer(op, '200');
    expect(schema?.required).toEqual(['items', 'nextCursor']);
    expect(schema?.properties?.items?.items?.required).toEqual(expect.arrayContaining(['amount', 'balanceAfter', 'code']));
  });
});
