// The admin list at hospital size: with 200,000 appointments and fresh statistics, the database plans the
// first page of every sort (both ways), of each filter and of a search, the filters' counts, and a later batch of the
// CSV export from the indexes of migration 0005, never by reading the whole table (no Seq Scan on appointments), and
// the sorts' first pages without sorting anything; the unfiltered and the filtered pages' totals from the tallies of
// migration 0006, without reading appointments at all. On PGlite, the default, and on PostgreSQL 15, the production one.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPOINTMENT_SORT_KEYS, hospitalToday, appointmentExportQuerySchema, appointmentsQuerySchema, type AppointmentsQueryInput } from '@hospital/contract';
import { seedFile } from '../../../api-contract/harness.ts';
import { appointmentBatchQuery, appointmentPageQueries, type BatchCursor } from '../src/db/appointmentQuery.ts';
import { migrate, type Database } from '../src/db/client.ts';
import { appointments } from '../src/db/schema.ts';
import { readSeedFile, seedIfEmpty } from '../src/db/seed.ts';
import { fillAppointments } from './appointmentFill.ts';
import { onBothEngines, type ThrowawayDatabase } from './throwawayDatabases.ts';

const ROWS = 200_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** Every node of a plan tree, depth first. */
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

interface BuiltQuery {
  toSQL(): { sql: string; params: unknown[] };
}

/** A query as drizzle built it, explained with its own parameters on the driver underneath (pg's pool or PGlite). */
async function planOf(database: Database, query: BuiltQuery): Promise<PlanNode[]> {
  const { sql, params } = query.toSQL();
  const client = (database.db as unknown as { $client: { query(text: string, values: unknown[]): Promise<{ rows: Record<string, unknown>[] }> } }).$client;
  const { rows } = await client.query(`EXPLAIN (FORMAT JSON) ${sql}`, params);
  const raw = rows[0]!['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  return nodesOf(plan[0]!.Plan);
}

/** The plan in one line, for a failure's message: each node and the relation or index it reads. */
const describePlan = (nodes: PlanNode[]) => nodes.map((node) => [node['Node Type'], node['Index Name'] ?? node['Relation Name']].filter(Boolean).join(' ')).join(' > ');

const seqScansOfAppointments = (nodes: PlanNode[]) => nodes.filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'appointments');

const sorts = APPOINTMENT_SORT_KEYS.flatMap((key) => [key, `-${key}`]);

/** Filters and searches, with the sort the admin table would ask for. */
const FILTERS: AppointmentsQueryInput[] = [
  { status: 'pending' },
  { status: 'cancelled', sort: '-preferredDate' },
  { doctorId: '3' },
  { doctorId: '3', sort: 'preferredDate' },
  { department: 'Cardiology' },
  { from: '2025-06-01', to: '2025-06-07', sort: 'preferredDate' },
  // A search that finds a handful (an e-mail), a tenth of the table (a surname), nothing (a phone).
  { q: 'kavya.menon.1234' },
  { q: 'sharma' },
  { q: 'sharma', sort: 'patientName' },
  { q: '98100 00421' },
  // The bookings a timetable change left waiting for a new time: few, read from their own partial index.
  { needsNewTime: '1' },
  { needsNewTime: '1', sort: 'preferredDate' },
];

/** Batches of the export after its first, with the sorts and filters an admin would export. */
const EXPORTS: AppointmentsQueryInput[] = [{}, { sort: '-patientName' }, { sort: 'preferredDate' }, { sort: '-createdAt' }, { sort: 'status' }, { status: 'confirmed', sort: 'department' }];

function checksPlans(open: () => Promise<ThrowawayDatabase>) {
  let database: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ database, close } = await open());
    await migrate(database);
    await seedIfEmpty(database.db, readSeedFile(seedFile), hospitalToday());
    await fillAppointments(database.db, ROWS);
  }, 150_000);

  afterAll(async () => {
    await close?.();
  });

  it.each(sorts)('reads the first page sorted by %s from an index, sorting nothing', async (sort) => {
    const nodes = await planOf(database, appointmentPageQueries(database.db, appointmentsQuerySchema.parse({ sort })).rows);
    expect(seqScansOfAppointments(nodes), describePlan(nodes)).toEqual([]);
    expect(nodes.filter((node) => /Sort/.test(node['Node Type'])), describePlan(nodes)).toEqual([]);
    expect(nodes.some((node) => node['Node Type'].startsWith('Index')), describePlan(nodes)).toBe(true);
  });

  it.each(FILTERS)('reads the first page and the count of %j without reading the whole table', async (values) => {
    const queries = appointmentPageQueries(database.db, appointmentsQuerySchema.parse(values));
    for (const query of [queries.rows, queries.total]) {
      const nodes = await planOf(database, query);
      expect(seqScansOfAppointments(nodes), describePlan(nodes)).toEqual([]);
    }
  });

  // The list's first page as it opens (every appointment) and with a status filter: its total is the sum of the
  // tallies (migration 0006), not a count of a million rows; the appointments table is not read for it at all.
  it.each<AppointmentsQueryInput>([{}, { status: 'pending' }, { status: 'confirmed', doctorId: '3', department: 'Neurology' }])(
    'counts the first page of %j from the tallies, not by reading appointments',
    async (values) => {
      const nodes = await planOf(database, appointmentPageQueries(database.db, appointmentsQuerySchema.parse(values)).total);
      expect(seqScansOfAppointments(nodes), describePlan(nodes)).toEqual([]);
      expect(nodes.filter((node) => node['Relation Name'] === 'appointments'), describePlan(nodes)).toEqual([]);
      expect(nodes.some((node) => node['Relation Name'] === 'appointment_tallies'), describePlan(nodes)).toBe(true);
    },
  );

  it('reads a reference read aloud ("cch 7k4q m2") from the trigram index', async () => {
    const [{ reference } = { reference: '' }] = await database.db.select({ reference: appointments.reference }).from(appointments).where(eq(appointments.id, ROWS / 2));
    const q = reference.slice(0, 11).replaceAll('-', ' ').toLowerCase();
    const queries = appointmentPageQueries(database.db, appointmentsQuerySchema.parse({ q }));
    for (const query of [queries.rows, queries.total]) {
      const nodes = await planOf(database, query);
      expect(seqScansOfAppointments(nodes), describePlan(nodes)).toEqual([]);
      expect(nodes.some((node) => node['Index Name'] === 'appointments_search_trgm_idx'), describePlan(nodes)).toBe(true);
    }
    expect((await queries.rows).map((row) => row.reference)).toContain(reference);
  });

  it.each(EXPORTS)('reads a batch of the export of %j after the last row of the one before, from an index', async (values) => {
    const query = appointmentExportQuerySchema.parse(values);
    const first = (await appointmentBatchQuery(database.db, query, undefined)) as ({ row: { id: number } } & Record<string, unknown>)[];
    expect(first).toHaveLength(2000);
    const last = first.at(-1)!;
    const cursor: BatchCursor = { keys: Object.keys(last).filter((key) => key !== 'row').sort().map((key) => String(last[key])), id: last.row.id };
    const nodes = await planOf(database, appointmentBatchQuery(database.db, query, cursor));
    expect(seqScansOfAppointments(nodes), describePlan(nodes)).toEqual([]);
    // An unfiltered export walks its sort's index from the cursor on: no sort of the rest of the table.
    if (Object.keys(values).every((key) => key === 'sort')) expect(nodes.filter((node) => /Sort/.test(node['Node Type'])), describePlan(nodes)).toEqual([]);
  });
}

onBothEngines('plans', checksPlans);
