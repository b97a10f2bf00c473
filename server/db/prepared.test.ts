import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepareStatement, statementParams } from './prepared';

describe('prepared statements', () => {
  it('are rendered once with placeholders and named after their text: another shape gets another name', () => {
    const statement = prepareStatement(sql`select ${sql.placeholder('n')}::int as n, ${sql.placeholder('label')}::text as label`);
    const other = prepareStatement(sql`select ${sql.placeholder('n')}::int as m`);
    expect(statement.text).toBe('select $1::int as n, $2::text as label');
    expect(statementParams(statement, { n: 7, label: 'seven' })).toEqual([7, 'seven']);
    expect(statement.name).toMatch(/^stmt_[0-9a-f]{20}$/);
    expect(prepareStatement(sql`select ${sql.placeholder('n')}::int as n, ${sql.placeholder('label')}::text as label`).name).toBe(
      statement.name,
    );
    expect(other.name).not.toBe(statement.name);
  });
});
