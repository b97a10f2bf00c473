import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { preparedQuery } from './prepared';

describe('prepared statement names', () => {
  it('name a statement after its text: the same shape shares one name whatever its values, another shape gets its own', () => {
    const first = preparedQuery(sql`select ${1}::int as n`);
    const second = preparedQuery(sql`select ${2}::int as n`);
    const other = preparedQuery(sql`select ${1}::int as m`);
    expect(first.text).toBe('select $1::int as n');
    expect(first.params).toEqual([1]);
    expect(second.params).toEqual([2]);
    expect(second.name).toBe(first.name);
    expect(other.name).not.toBe(first.name);
    expect(first.name).toMatch(/^stmt_[0-9a-f]{20}$/);
  });
});
