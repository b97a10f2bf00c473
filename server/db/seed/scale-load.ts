import type pg from 'pg';
import { z } from 'zod';
import { projectTypes } from '@common/project-types';
import { sqlColumn } from '../typed-sql';
import * as words from './scale-words';

/** What `npm run seed:scale` loads. */
export const SCALE = { users: 20_000, creators: 10_000, projects: 100_000, investments: 1_000_000, dashboardInvestments: 1_000 };
export const DASHBOARD_INVESTOR_EMAIL = 'scale-investor@example.test';
/** Every scale account signs in with this password (one shared hash). */
export const SCALE_PASSWORD = 'scale-sandbox-2025';
export const SCALE_EMAIL_PATTERN = 'scale-%@example.test';

/** The id each table's new rows start after; rows get explicit ids so the steps can refer to one another by arithmetic. */
export interface IdBases {
  users: number;
  creators: number;
  projects: number;
  investments: number;
}

export interface ScaleStep {
  label: string;
  run(client: pg.ClientBase): Promise<unknown>;
}

/**
 * A deterministic pseudo-random integer in [0, n) for row `seed` and column `salt`: the same
 * data on every run, with no round trip per row.
 */
const PICK_FUNCTION = `
  create function pg_temp.pick(seed bigint, salt int, n int) returns int language sql immutable as
  $$ select ((hashint8(seed * 7919 + salt)::bigint & 2147483647) % n)::int $$`;
const UNIT_FUNCTION = `
  create function pg_temp.unit(seed bigint, salt int) returns float8 language sql immutable as
  $$ select (hashint8(seed * 7919 + salt)::bigint & 2147483647) / 2147483648.0 $$`;

const pickFrom = (list: string, seed: string, salt: number) => `(${list})[1 + pg_temp.pick(${seed}, ${salt}, cardinality(${list}))]`;

function usersStep(bases: IdBases, passwordHash: string): ScaleStep {
  return {
    label: `${SCALE.users.toLocaleString('en-US')} users`,
    run: (client) =>
      client.query(
        `insert into users (id, email, password_hash, first_name, last_name, account_type, created_at)
         select $1::int + g,
                case when g = 1 then $2 else 'scale-user-' || g || '@example.test' end,
                $3, ${pickFrom('$4::text[]', 'g', 1)}, ${pickFrom('$5::text[]', 'g', 2)},
                case pg_temp.pick(g, 3, 10) when 0 then 'both' else 'investor' end,
                now() - make_interval(days => 400 + pg_temp.pick(g, 4, 400))
         from generate_series(1, $6::int) g`,
        [bases.users, DASHBOARD_INVESTOR_EMAIL, passwordHash, words.firstNames, words.lastNames, SCALE.users],
      ),
  };
}

function creatorsStep(bases: IdBases): ScaleStep {
  return {
    label: `${SCALE.creators.toLocaleString('en-US')} creators`,
    run: (client) =>
      client.query(
        `insert into creators (id, name, category, bio, image_url, followers, total_views, monthly_revenue_cents, average_engagement, created_at)
         select $1::int + g, name, category,
                name || ' is a fictional ' || category || ' creator made for the scale test of the sandbox.',
                ${pickFrom('$5::text[]', 'g', 14)},
                500 + pg_temp.pick(g, 15, 2000000), 10000 + pg_temp.pick(g, 16, 50000000)::bigint,
                (50 + pg_temp.pick(g, 17, 20000)) * 100, (100 + pg_temp.pick(g, 18, 1400)) / 100.0,
                now() - make_interval(days => 730 + pg_temp.pick(g, 19, 365))
         from (select g,
                      ${pickFrom('$2::text[]', 'g', 11)} || ' ' || ${pickFrom('$3::text[]', 'g', 12)} || ${pickFrom('$6::text[]', 'g', 13)} as name,
                      ${pickFrom('$4::text[]', 'g', 10)} as category
               from generate_series(1, $7::int) g) c`,
        [
          bases.creators,
          words.adjectives,
          words.nouns,
          words.creatorCategories,
          words.creatorImages,
          words.creatorSuffixes,
          SCALE.creators,
        ],
      ),
  };
}

/**
 * Projects with their money already consistent: share price divides the minimum investment,
 * the demo raise is a whole number of shares, and raised/available are set after the
 * investments exist (see `projectTotalsStep`).
 */
function projectsStep(bases: IdBases): ScaleStep {
  return {
    label: `${SCALE.projects.toLocaleString('en-US')} projects`,
    run: (client) =>
      client.query(
        `insert into projects (id, creator_id, title, description, type, music_genre, funding_goal_cents, demo_raised_cents, raised_cents,
                               min_investment_cents, share_price_cents, total_shares, available_shares, project_image_url, status,
                               start_date, end_date, milestones, budget_total_cents, budget_breakdown, created_at)
         select $1::int + g, $2::int + 1 + (g - 1) % $3::int, title,
                title || ': a fictional ' || lower(ending) || ' made for the scale test of the sandbox. No real money moves.',
                type, ${pickFrom('$8::text[]', 'g', 27)}, goal, demo_shares * price, demo_shares * price,
                price * multiple, price, total, total - demo_shares, cover, 'active',
                start_date, end_date,
                jsonb_build_array(
                  jsonb_build_object('name', 'Project Start', 'description', 'Funding opens and work begins.', 'date', start_date,
                                     'status', case when start_date <= current_date then 'completed' else 'upcoming' end),
                  jsonb_build_object('name', 'Milestone 1', 'description', 'Halfway: first results shared with backers.',
                                     'date', start_date + (end_date - start_date) / 2,
                                     'status', case when start_date + (end_date - start_date) / 2 <= current_date then 'completed' else 'upcoming' end),
                  jsonb_build_object('name', 'Project Completion', 'description', 'Delivered to backers.', 'date', end_date,
                                     'status', case when end_date <= current_date then 'completed' else 'upcoming' end)),
                goal,
                jsonb_build_object('venues', goal * 30 / 100, 'equipment', goal * 20 / 100, 'travel', goal * 15 / 100,
                                   'marketing', goal * 15 / 100, 'crew', goal * 15 / 100, 'other', goal - goal * 95 / 100),
                created_at
         from (select g, type, ending, cover, goal, price, multiple, total, created_at, start_date,
                      start_date + 60 + pg_temp.pick(g, 26, 300) as end_date,
                      (total * pg_temp.pick(g, 25, 90) / 100) as demo_shares,
                      ${pickFrom('$4::text[]', 'g', 20)} || ' ' || ${pickFrom('$5::text[]', 'g', 21)} || ' ' || ending as title
               from (select g, t.type, t.ending, t.cover, goal, price, multiple, (goal + price - 1) / price as total, created_at,
                            (created_at + make_interval(days => pg_temp.pick(g, 24, 30)))::date as start_date
                     from (select g, 1 + pg_temp.pick(g, 22, 7) as type_index,
                                  (2 + pg_temp.pick(g, 23, 219))::bigint * 50000 as goal,
                                  (array[500, 1000, 2000, 2500, 5000, 10000])[1 + pg_temp.pick(g, 28, 6)]::bigint as price,
                                  (array[2, 4, 5, 10, 20])[1 + pg_temp.pick(g, 29, 5)] as multiple,
                                  now() - make_interval(days => pg_temp.pick(g, 30, 720), secs => pg_temp.pick(g, 31, 86400)) as created_at
                           from generate_series(1, $6::int) g) r
                     cross join lateral (select ($7::text[])[r.type_index] as type,
                                                ($9::text[])[r.type_index * 2 - 1 + pg_temp.pick(r.g, 32, 2)] as ending,
                                                ($10::text[])[r.type_index] as cover) t) s) p`,
        [
          bases.projects,
          bases.creators,
          SCALE.creators,
          words.adjectives,
          words.nouns,
          SCALE.projects,
          projectTypes,
          words.genres,
          words.titleEndings.flat(),
          words.projectCovers,
        ],
      ),
  };
}

/**
 * The investments, all in campaigns still raising: the first 1,000 belong to the dashboard
 * investor (all pending), the rest are spread over the other users; about 2% of those were
 * cancelled (refunded in full). Each is 1-4 times the project's
 * minimum, with the platform's 5% fee and whole shares, as `quoteInvestment` computes them.
 */
function investmentsStep(bases: IdBases): ScaleStep {
  return {
    label: `${SCALE.investments.toLocaleString('en-US')} investments`,
    run: (client) =>
      client.query(
        `insert into investments (id, user_id, project_id, investor_name, investor_email, amount_cents, fee_cents, shares, status,
                                  proceeds_cents, closed_at, created_at)
         select $1::int + g, u.id, p.id, u.first_name || ' ' || u.last_name, u.email, amount, fee, (amount - fee) / p.share_price_cents,
                case when sold then 'cancelled' else 'pending' end,
                case when sold then amount end,
                case when sold then invested_at + (now() - invested_at) * pg_temp.unit(g, 44) end,
                invested_at
         from (select g, $2::int + case when g <= $3::int then 1 else 2 + pg_temp.pick(g, 40, $4::int - 1) end as user_id,
                      $5::int + 1 + pg_temp.pick(g, 41, $6::int) as project_id,
                      g > $3::int and pg_temp.pick(g, 42, 50) = 0 as sold
               from generate_series(1, $7::int) g) i
         join users u on u.id = i.user_id
         join projects p on p.id = i.project_id
         cross join lateral (select p.min_investment_cents * (1 + pg_temp.pick(g, 45, 4)) as amount) a
         cross join lateral (select round(amount * 5 / 100.0)::bigint as fee,
                                    greatest(p.created_at, now() - interval '365 days')
                                      + (now() - greatest(p.created_at, now() - interval '365 days')) * pg_temp.unit(g, 46) as invested_at) f`,
        [bases.investments, bases.users, SCALE.dashboardInvestments, SCALE.users, bases.projects, SCALE.projects, SCALE.investments],
      ),
  };
}

/** Raised = demo raise + pending amounts; total shares grow where investments outnumber what was left, so available never goes below 0. */
function projectTotalsStep(bases: IdBases): ScaleStep {
  return {
    label: 'project totals (raised, available shares)',
    run: (client) =>
      client.query(
        `update projects p
         set raised_cents = p.demo_raised_cents + a.amount,
             total_shares = greatest(p.total_shares, p.demo_raised_cents / p.share_price_cents + a.shares),
             available_shares = greatest(p.total_shares, p.demo_raised_cents / p.share_price_cents + a.shares)
                                - p.demo_raised_cents / p.share_price_cents - a.shares
         from (select project_id, sum(shares)::int as shares, sum(amount_cents) as amount
               from investments where id > $1 and status = 'pending' group by project_id) a
         where a.project_id = p.id`,
        [bases.investments],
      ),
  };
}

/** Explicit ids were inserted: move each sequence past them. */
const sequencesStep: ScaleStep = {
  label: 'sequences',
  run: (client) =>
    client.query(
      ['users', 'creators', 'projects', 'investments']
        .map((table) => `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}));`)
        .join('\n'),
    ),
};

export async function prepareScaleLoad(client: pg.ClientBase): Promise<IdBases> {
  await client.query(PICK_FUNCTION);
  await client.query(UNIT_FUNCTION);
  const { rows } = await client.query(
    `select (select coalesce(max(id), 0) from users) as users, (select coalesce(max(id), 0) from creators) as creators,
            (select coalesce(max(id), 0) from projects) as projects, (select coalesce(max(id), 0) from investments) as investments`,
  );
  const { integer } = sqlColumn;
  return z.object({ users: integer, creators: integer, projects: integer, investments: integer }).parse(rows[0]);
}

/** The load, in order; each step is one or a few set-based statements. The script posts the books after these, through the ledger. */
export function scaleSteps(bases: IdBases, passwordHash: string): ScaleStep[] {
  return [
    usersStep(bases, passwordHash),
    creatorsStep(bases),
    projectsStep(bases),
    investmentsStep(bases),
    projectTotalsStep(bases),
    sequencesStep,
  ];
}
