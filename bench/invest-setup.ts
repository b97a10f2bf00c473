/** Databases, projects and funded investors for the invest benchmark. */
import { cents } from '@common/money';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { openPostgres, pgliteExtensions, wrapPglite, type DatabaseHandle } from '../server/db/client';
import { prepareDatabase } from '../server/prepare-database';
import { creators, projects } from '../server/db/schema';

export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Each request invests $10 in $1 shares: $0.50 fee, 9 shares. */
export const AMOUNT = '10';
export const AMOUNT_CENTS = 10_00;
export const FEE_CENTS = 50;
export const SHARES = 9;

export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  /** DATABASE_URL for PostgreSQL; DATA_DIR for PGlite. */
  serverEnv: Record<string, string>;
  /** Opens the database in this process (PGlite only while no server holds the folder), with the raw driver for direct SQL. */
  open(): Promise<{ handle: DatabaseHandle; driver: { pglite: PGlite } | { pool: pg.Pool } }>;
  drop(): Promise<void>;
}

export async function createBenchDatabase(kind: 'pglite' | 'postgres'): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stagebacker-bench-invest-'));
    return {
      kind,
      serverEnv: { DATA_DIR: dataDir },
      open: async () => {
        const client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: pgliteExtensions });
        return { handle: wrapPglite(client), driver: { pglite: client } };
      },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `stagebacker_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    kind,
    serverEnv: { DATABASE_URL: url.toString() },
    // The same pool size as a server process (openPostgres's default).
    open: async () => {
      const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
      pool.on('error', () => undefined);
      return { handle: openPostgres(url.toString()), driver: { pool } };
    },
    drop: async () => {
      const dropper = new pg.Client({ connectionString: ADMIN_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Migrates, seeds, and adds `count` projects big enough never to sell out during the runs. Returns their ids. */
export async function addBenchProjects(database: DatabaseHandle, count: number): Promise<number[]> {
  await prepareDatabase(database);
  const [creator] = await database.db.insert(creators).values({ name: 'Bench Creator', category: 'indie music' }).returning();
  if (!creator) throw new Error('no creator');
  const endDate = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  const rows = await database.db
    .insert(projects)
    .values(
      Array.from({ length: count }, (_, index) => ({
        creatorId: creator.id,
        title: `Bench Project ${index + 1}`,
        description: 'A project the invest benchmark buys shares in. Fictional.',
        fundingGoalCents: cents(10_000_000_00),
        minInvestmentCents: cents(10_00),
        sharePriceCents: cents(1_00),
        totalShares: 10_000_000,
        availableShares: 10_000_000,
        startDate: new Date().toISOString().slice(0, 10),
        endDate,
      })),
    )
    .returning({ id: projects.id });
  return rows.map((row) => row.id);
}

/** Signs up `count` investors through the API and gives each `dollars`; returns their session cookies. */
export async function fundedInvestors(url: string, count: number, dollars: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const signup = await fetch(`${url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `bench-${index}-${randomBytes(4).toString('hex')}@example.test`,
        password: 'Violet-harbour-7-lanterns',
        firstName: 'Bench',
        lastName: `Investor ${index}`,
      }),
    });
    if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);
    const cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    for (let left = dollars; left > 0; left -= 10_000) {
      const added = await fetch(`${url}/api/funds/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ amount: Math.min(left, 10_000), paymentMethod: 'credit_card' }),
      });
      if (added.status !== 200) throw new Error(`add funds failed: ${added.status} ${await added.text()}`);
    }
    // Investors who may spend more than the $2,500 floor declare being accredited (decisions.md, Investment limits).
    if (dollars > 2_500) {
      const declared = await fetch(`${url}/api/investor-profile`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ dateOfBirth: null, annualIncome: null, netWorth: null, accredited: true, externalInvestments12m: null }),
      });
      if (declared.status !== 200) throw new Error(`investor profile failed: ${declared.status} ${await declared.text()}`);
    }
    cookies.push(cookie);
  }
  return cookies;
}
