import type { PGlite } from '@electric-sql/pglite';
import { forgetPreparedStatements } from '../db/pglite-prepared';

/**
 * PGlite databases kept between the test files of one thread, for `npm run test:mutation`,
 * whose thread runs file after file and mutant after mutant (vitest.mutation.config.ts). Loading
 * the snapshot takes about 1.8 s per test file at a load of 5 (a new PGlite: its memory, its
 * files, PostgreSQL's start), and a mutant in the ledger runs dozens of server files; resetting
 * the database the previous file handed back takes about 0.13 s. The reset gives the next file
 * what the snapshot would: the same rows, the same next ids, a new session. A database whose
 * schema a file changed (a trigger of its own), that is still listened on, or that does not
 * reset cleanly is closed instead, and the next file loads the snapshot again.
 */

/** What a database loaded from the snapshot holds, read from the first one. */
interface Pristine {
  /** The catalog's digest: the tables, columns, constraints, indexes, triggers, functions… */
  schema: string;
  tables: Array<{
    name: string;
    /** Writes the snapshot's rows back into the emptied table (none when it had none). */
    insert: string | undefined;
    /** The tables whose foreign keys point at this one: emptied with it. */
    referencedBy: string[];
  }>;
  /** Sets every sequence back to where the snapshot left it. */
  setSequences: string;
  /** Per table, its row count and newest row version: a row written since the last reset changes them. */
  readSignatures: string;
}

interface Kept {
  snapshot: string;
  /** Read from the first database loaded; until then (or when it could not be read) nothing is kept. */
  pristine: Pristine | undefined;
  idle: PGlite[];
}

/** Each kept database's tables' signatures, as they were right after its last reset (or load). */
const signaturesAfterReset = new WeakMap<PGlite, Map<string, string>>();

/** Databases handed back and not yet taken, of the snapshot this thread loads now. */
let kept: Kept | undefined;
/** More than two idle databases (files that open a second one) would only hold memory. */
const idleAtMost = 2;
/** A reset waits behind whatever the previous file left running; past this, that database is dropped. */
const resetTimeoutMs = 10_000;

const userNamespaces = `n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'`;

/** Everything a test could change in the schema, as one digest (ids and physical files aside). */
const schemaDigest = `
select md5(coalesce(string_agg(line, E'\\n' order by line), '')) as digest from (
  select concat_ws(' ', 'namespace', n.nspname) as line from pg_namespace n where ${userNamespaces}
  union all
  select concat_ws(' ', 'relation', c.oid::regclass, c.relkind, c.relpersistence, c.relrowsecurity, c.relforcerowsecurity, c.relreplident)
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${userNamespaces}
  union all
  select concat_ws(' ', 'column', a.attrelid::regclass, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull, a.attisdropped,
      a.attgenerated, a.attidentity, pg_get_expr(d.adbin, d.adrelid))
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where ${userNamespaces} and a.attnum > 0
  union all
  select concat_ws(' ', 'constraint', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid), c.convalidated)
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace where ${userNamespaces}
  union all
  select concat_ws(' ', 'index', pg_get_indexdef(i.indexrelid), i.indisvalid)
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace where ${userNamespaces}
  union all
  select concat_ws(' ', 'trigger', t.tgrelid::regclass, t.tgname, t.tgenabled) from pg_trigger t
  union all
  select concat_ws(' ', 'function', p.oid::regprocedure, md5(p.prosrc), p.provolatile)
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${userNamespaces}
  union all
  select concat_ws(' ', 'type', t.oid::regtype, t.typtype) from pg_type t join pg_namespace n on n.oid = t.typnamespace where ${userNamespaces}
  union all
  select concat_ws(' ', 'label', e.enumtypid::regtype, e.enumlabel, e.enumsortorder) from pg_enum e
  union all
  select concat_ws(' ', 'rule', r.ev_class::regclass, r.rulename, md5(r.ev_action::text), r.ev_enabled)
    from pg_rewrite r join pg_class c on c.oid = r.ev_class join pg_namespace n on n.oid = c.relnamespace where ${userNamespaces}
  union all
  select concat_ws(' ', 'policy', p.polrelid::regclass, p.polname) from pg_policy p
  union all
  select concat_ws(' ', 'sequence', s.seqrelid::regclass, s.seqtypid::regtype, s.seqstart, s.seqincrement, s.seqmax, s.seqmin, s.seqcache, s.seqcycle)
    from pg_sequence s
  union all
  select concat_ws(' ', 'extension', e.extname, e.extversion) from pg_extension e
  union all
  select concat_ws(' ', 'role', r.rolname, r.rolsuper, r.rolcanlogin) from pg_roles r
  union all
  select concat_ws(' ', 'setting', s.setdatabase, s.setrole, array_to_string(s.setconfig, ',')) from pg_db_role_setting s
  union all
  select concat_ws(' ', 'event trigger', e.evtname, e.evtenabled) from pg_event_trigger e
) lines`;

async function readDigest(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ digest: string }>(schemaDigest);
  const digest = rows[0]?.digest;
  if (!digest) throw new Error('reused-pglite: no schema digest');
  return digest;
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Reads a database just loaded from the snapshot: its schema's digest and how to write its rows back. */
async function readPristine(client: PGlite): Promise<Pristine> {
  const { rows: tables } = await client.query<{ name: string; columns: string | null; referencedBy: string[] }>(`
    select c.oid::regclass::text as name,
      (select string_agg(quote_ident(a.attname), ', ' order by a.attnum) from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns,
      array(select distinct f.conrelid::regclass::text from pg_constraint f where f.contype = 'f' and f.confrelid = c.oid) as "referencedBy"
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and ${userNamespaces}
    order by 1`);
  const pristineTables: Pristine['tables'] = [];
  for (const table of tables) {
    // In the order a scan reads them, so that a scan of the reset table meets them in the same order.
    const { rows } = await client.query<{ rows: string }>(`select coalesce(json_agg(t), '[]')::text as rows from ${table.name} t`);
    const json = rows[0]?.rows ?? '[]';
    const insert =
      json === '[]' || !table.columns
        ? undefined
        : `insert into ${table.name} (${table.columns}) overriding system value select ${table.columns} ` +
          `from json_populate_recordset(null::${table.name}, ${literal(json)}::json);`;
    pristineTables.push({ name: table.name, insert, referencedBy: table.referencedBy });
  }
  const { rows: sequences } = await client.query<{ name: string }>(`
    select c.oid::regclass::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'S' and ${userNamespaces} order by 1`);
  const setvals: string[] = [];
  for (const { name } of sequences) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from ${name}`);
    const state = rows[0];
    if (!state) throw new Error(`reused-pglite: no state for ${name}`);
    setvals.push(`setval(${literal(name)}::regclass, ${state.last_value}, ${state.is_called})`);
  }
  return {
    schema: await readDigest(client),
    tables: pristineTables,
    setSequences: setvals.length > 0 ? `select ${setvals.join(', ')};` : '',
    // A row inserted or updated since has a newer xmin than every row the reset wrote; a deleted one lowers the count.
    readSignatures: pristineTables
      .map(
        ({ name }) => `select ${literal(name)} as name, count(*) || ' ' || coalesce(max(xmin::text::bigint), 0) as signature from ${name}`,
      )
      .join(' union all '),
  };
}

async function readSignatures(client: PGlite, pristine: Pristine): Promise<Map<string, string>> {
  const { rows } = await client.query<{ name: string; signature: string }>(pristine.readSignatures);
  return new Map(rows.map(({ name, signature }) => [name, signature]));
}

/**
 * Resets a database a file handed back; throws when it cannot be given out as the snapshot's.
 * Only the tables written since the last reset are emptied and written back, with those whose
 * foreign keys point at them (a file that only reads resets nothing but the sequences).
 */
async function reset(client: PGlite, pristine: Pristine): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('reused-pglite: the reset waited too long')), resetTimeoutMs);
  });
  const work = async () => {
    if ((await readDigest(client)) !== pristine.schema) throw new Error('reused-pglite: the schema changed');
    // Settings, prepared statements, advisory locks, temporary tables; fails inside a transaction left open.
    await client.exec('discard all');
    forgetPreparedStatements(client);
    const before = signaturesAfterReset.get(client);
    const now = await readSignatures(client, pristine);
    const written = new Set(pristine.tables.filter(({ name }) => !before || before.get(name) !== now.get(name)).map(({ name }) => name));
    // Until no table pointing at an emptied one is left out.
    for (let size = 0; size !== written.size;) {
      size = written.size;
      for (const table of pristine.tables) if (written.has(table.name)) for (const other of table.referencedBy) written.add(other);
    }
    const emptied = pristine.tables.filter(({ name }) => written.has(name));
    await client.exec(
      [
        'begin;',
        // The snapshot's rows are whole already: no foreign-key check or trigger while they go back.
        'set local session_replication_role = replica;',
        ...(emptied.length > 0 ? [`truncate ${emptied.map(({ name }) => name).join(', ')};`] : []),
        ...emptied.flatMap(({ insert }) => (insert ? [insert] : [])),
        pristine.setSequences,
        'commit;',
      ].join('\n'),
    );
    signaturesAfterReset.set(client, emptied.length > 0 ? await readSignatures(client, pristine) : now);
  };
  try {
    await Promise.race([work(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The file's view of a kept database: PGlite itself until the file closes it, then a closed
 * database (as a fresh one would be), so that work the file left running cannot reach the next
 * file's rows. Its close hands the database back.
 */
function lease(client: PGlite, handBack: (client: PGlite, listening: number) => Promise<void>): PGlite {
  let ended = false;
  let listening = 0;
  const closedError = () => Promise.reject(new Error('PGlite is closed'));
  return new Proxy(client, {
    get(target, property) {
      if (property === 'closed') return ended || target.closed;
      if (property === 'close') {
        return async () => {
          if (ended) return;
          ended = true;
          await handBack(target, listening);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (property === 'listen') {
        return async (...args: unknown[]) => {
          if (ended) return closedError();
          const stop = (await method.apply(target, args)) as (...stopArgs: unknown[]) => Promise<void>;
          listening += 1;
          let stopped = false;
          return async (...stopArgs: unknown[]) => {
            if (!stopped) listening -= 1;
            stopped = true;
            await stop(...stopArgs);
          };
        };
      }
      // PGlite's methods use private fields: they run on the instance itself, never on the proxy.
      return (...args: unknown[]) => (ended ? closedError() : method.apply(target, args));
    },
  });
}

async function handBack(snapshot: string, client: PGlite, listening: number): Promise<void> {
  if (kept?.snapshot === snapshot && kept.pristine && !client.closed && listening === 0 && kept.idle.length < idleAtMost) {
    kept.idle.push(client);
  } else if (!client.closed) {
    await client.close();
  }
}

/**
 * A database as `load` loads it from the snapshot named `snapshot`: one a previous file handed
 * back, reset, or else a new one. Closing it hands it back. Another snapshot (a new run's) lets
 * the previous one's databases go.
 */
export async function reusedPglite(snapshot: string, load: () => Promise<PGlite>): Promise<PGlite> {
  if (kept?.snapshot !== snapshot) {
    const previous = kept?.idle ?? [];
    kept = { snapshot, pristine: undefined, idle: [] };
    await Promise.all(previous.map((client) => client.close().catch(() => undefined)));
  }
  const current = kept;
  for (let client = current.idle.pop(); client && current.pristine; client = current.idle.pop()) {
    try {
      await reset(client, current.pristine);
      return lease(client, (handed, listening) => handBack(snapshot, handed, listening));
    } catch {
      // Not the snapshot's any more (or still busy): a new one instead.
      await Promise.race([client.close().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1000))]);
    }
  }
  const client = await load();
  // A database that could not be read is not kept: every file loads its own, as without reuse.
  current.pristine ??= await readPristine(client).catch(() => undefined);
  if (current.pristine) signaturesAfterReset.set(client, await readSignatures(client, current.pristine));
  return lease(client, (handed, listening) => handBack(snapshot, handed, listening));
}
