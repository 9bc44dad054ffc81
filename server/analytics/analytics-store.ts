// Where the brand's own analytics are kept, written once for both databases (Kysely): raw events, the orders the
// shop reported, the webhook ids already received, the daily totals and each day's visitor-key secret. SQLite in
// its own file under DATA_DIR for one instance; PostgreSQL, through a small pool of its own, when DATABASE_URL is
// set (analytics-database.ts opens either). The schema is ANALYTICS_MIGRATIONS (server/database/site-migrations.ts).
import type { ColumnType, Generated, Insertable, Kysely, Selectable } from 'kysely';
import { fromBigint, fromJson, type SqlDatabase } from '../../clients/database/sql-database.ts';
import { type Campaign, CAMPAIGN_PARAMETERS } from '../../content/analytics/campaign.ts';
import type { AnalyticsEvent, EventName, EventProperties } from '../../content/analytics/event-schema.ts';
import type { SqlValue } from './event-writer.ts';

type Millis = ColumnType<number | string, number, number>;
/** 0/1 in SQLite, boolean in PostgreSQL; written as 1 or 0, which both take (better-sqlite3 binds no booleans). */
type Flag = ColumnType<number | boolean, number, number>;
const flag = (value: boolean) => (value ? 1 : 0);
type Text = string | null;

export type AnalyticsTables = {
  analytics_events: {
    id: Generated<number | string>;
    received_at: Millis;
    day: string;
    visitor: string;
    name: string;
    path: string;
    referrer: Text;
    consent_analytics: Flag;
    consent_marketing: Flag;
    consent_preferences: Flag;
    consent_sale_of_data: Flag;
    properties: ColumnType<unknown, string, string>;
  } & Record<(typeof CAMPAIGN_PARAMETERS)[number], Text>;
  analytics_orders: { order_id: string; total_minor: Millis; currency: string; visitor: Text; created_at: Millis; day: string; received_at: Millis };
  analytics_webhook_receipts: { webhook_id: string; received_at: Millis };
  analytics_daily_totals: { day: string; metric: string; dimension: string; value: Millis };
  analytics_day_secrets: { day: string; secret: string };
};

/** An accepted event with what the server adds: when it arrived, the local day, and the anonymous visitor key. */
export type ReceivedEvent = { receivedAt: number; day: string; visitor: string; event: AnalyticsEvent };
/** An event as the funnel reads it back. */
export type StoredEvent = {
  visitor: string;
  receivedAt: number;
  name: EventName;
  path: string;
  referrer: string | null;
  campaign: Campaign;
  properties: Partial<Record<string, unknown>>;
};
/** An order the shop reported; `visitor` is the visit key its cart carried (null when the cart had none). */
export type ShopOrder = { orderId: string; totalMinor: number; currency: string; visitor: string | null; createdAt: number; day: string };
export type DailyTotal = { day: string; metric: string; dimension: string; value: number };

/** Never stored as a property: the envelope has columns of its own, and the browser's GA4 id is kept nowhere here. */
const ENVELOPE_KEYS = new Set(['name', 'path', 'referrer', 'campaign', 'consent', 'clientId']);
const propertiesOf = (event: AnalyticsEvent): EventProperties =>
  Object.fromEntries(Object.entries(event).filter(([key]) => !ENVELOPE_KEYS.has(key))) as EventProperties;

/** The columns an event is written to, in the order eventValues() gives them. */
export const EVENT_COLUMNS = [
  'received_at',
  'day',
  'visitor',
  'name',
  'path',
  'referrer',
  ...CAMPAIGN_PARAMETERS,
  'consent_analytics',
  'consent_marketing',
  'consent_preferences',
  'consent_sale_of_data',
  'properties',
] as const;
export const EVENTS_TABLE = 'analytics_events';

/** An event's row as values in EVENT_COLUMNS order: what the SQLite writer thread binds, and cheap to post to it. */
export function eventValues({ receivedAt, day, visitor, event }: ReceivedEvent): SqlValue[] {
  return [
    receivedAt,
    day,
    visitor,
    event.name,
    event.path,
    event.referrer,
    ...CAMPAIGN_PARAMETERS.map((name) => event.campaign[name] ?? null),
    flag(event.consent.analytics),
    flag(event.consent.marketing),
    flag(event.consent.preferences),
    flag(event.consent.saleOfData),
    JSON.stringify(propertiesOf(event)),
  ];
}

const rowOf = (event: ReceivedEvent) =>
  Object.fromEntries(eventValues(event).map((value, index) => [EVENT_COLUMNS[index], value])) as Insertable<AnalyticsTables['analytics_events']>;

/** Writes event rows somewhere other than the store's own connection (SQLite: the writer thread, event-writer.ts). */
export type EventRowsWriter = { write(rows: SqlValue[][]): Promise<void>; close(): Promise<void> };

export class AnalyticsStore {
  readonly #database: SqlDatabase<AnalyticsTables>;
  readonly #ready: Promise<unknown>;
  readonly #close: () => Promise<void>;
  #eventWriter: EventRowsWriter | null = null;

  constructor(database: SqlDatabase<AnalyticsTables>, ready: Promise<unknown>, close: () => Promise<void>) {
    this.#database = database;
    this.#ready = ready;
    this.#close = close;
    ready.catch(() => {}); // reported by the first call (and by open() at start)
  }

  /** From now on events are inserted by `writer` (opened once the schema is up to date); close() closes it first. */
  writeEventsWith(writer: EventRowsWriter): void {
    this.#eventWriter = writer;
  }

  get dialect() {
    return this.#database.dialect;
  }

  async ready(): Promise<void> {
    await this.#ready;
  }

  async #db(): Promise<Kysely<AnalyticsTables>> {
    await this.#ready;
    return this.#database.db;
  }

  /** The whole batch in one write: the writer's transaction (SQLite), or one multi-row INSERT (PostgreSQL). */
  async insertEvents(events: readonly ReceivedEvent[]): Promise<void> {
    if (events.length === 0) return;
    if (this.#eventWriter) return this.#eventWriter.write(events.map(eventValues));
    await (await this.#db()).insertInto(EVENTS_TABLE).values(events.map(rowOf)).execute();
  }

  /**
   * Records a webhook's id and its order together; 'duplicate' when the id was received before (nothing is
   * written then). An order already known under another webhook id is kept as it was.
   */
  async recordOrder(webhookId: string, order: ShopOrder, receivedAt: number): Promise<'stored' | 'duplicate'> {
    return (await this.#db()).transaction().execute(async (trx) => {
      const receipt = await trx
        .insertInto('analytics_webhook_receipts')
        .values({ webhook_id: webhookId, received_at: receivedAt })
        .onConflict((conflict) => conflict.column('webhook_id').doNothing())
        .executeTakeFirst();
      if (Number(receipt.numInsertedOrUpdatedRows ?? 0) === 0) return 'duplicate';
      await trx
        .insertInto('analytics_orders')
        .values({
          order_id: order.orderId,
          total_minor: order.totalMinor,
          currency: order.currency,
          visitor: order.visitor,
          created_at: order.createdAt,
          day: order.day,
          received_at: receivedAt,
        })
        .onConflict((conflict) => conflict.column('order_id').doNothing())
        .execute();
      return 'stored';
    });
  }

  /** The events of one day, each visitor's in the order they came. */
  async eventsOfDay(day: string): Promise<StoredEvent[]> {
    const rows = await (
      await this.#db()
    )
      .selectFrom('analytics_events')
      .selectAll()
      .where('day', '=', day)
      .orderBy('visitor')
      .orderBy('received_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      visitor: row.visitor,
      receivedAt: fromBigint(row.received_at),
      name: row.name as EventName,
      path: row.path,
      referrer: row.referrer,
      campaign: Object.fromEntries(CAMPAIGN_PARAMETERS.flatMap((name) => (row[name] === null ? [] : [[name, row[name]]]))) as Campaign,
      properties: fromJson<Record<string, unknown>>(row.properties),
    }));
  }

  /** Orders created on the given days. */
  async ordersOfDays(days: readonly string[]): Promise<ShopOrder[]> {
    if (days.length === 0) return [];
    const rows = await (await this.#db()).selectFrom('analytics_orders').selectAll().where('day', 'in', days).execute();
    return rows.map(orderOf);
  }

  /** Orders whose cart carried one of these visit keys, whenever they were placed. */
  async ordersOfVisitors(visitors: readonly string[]): Promise<ShopOrder[]> {
    const orders: ShopOrder[] = [];
    const db = await this.#db();
    // In slices: SQLite takes at most 32,766 parameters in one statement.
    for (let start = 0; start < visitors.length; start += 5_000) {
      const slice = visitors.slice(start, start + 5_000);
      orders.push(...(await db.selectFrom('analytics_orders').selectAll().where('visitor', 'in', slice).execute()).map(orderOf));
    }
    return orders;
  }

  /** The days between `from` and `to` (inclusive) that still have raw events or orders. */
  async daysWithRawData(from: string, to: string): Promise<string[]> {
    const db = await this.#db();
    const events = db.selectFrom('analytics_events').select('day').distinct().where('day', '>=', from).where('day', '<=', to);
    const orders = db.selectFrom('analytics_orders').select('day').distinct().where('day', '>=', from).where('day', '<=', to);
    const rows = await events.union(orders).execute();
    return rows.map((row) => row.day).sort();
  }

  async totals(from: string, to: string): Promise<DailyTotal[]> {
    const rows = await (await this.#db()).selectFrom('analytics_daily_totals').selectAll().where('day', '>=', from).where('day', '<=', to).execute();
    return rows.map((row) => ({ day: row.day, metric: row.metric, dimension: row.dimension, value: fromBigint(row.value) }));
  }

  /** Replaces one day's totals with `totals` (computed again from its raw events). */
  async replaceTotals(day: string, totals: readonly Omit<DailyTotal, 'day'>[]): Promise<void> {
    await (await this.#db()).transaction().execute(async (trx) => {
      await trx.deleteFrom('analytics_daily_totals').where('day', '=', day).execute();
      if (totals.length > 0)
        await trx
          .insertInto('analytics_daily_totals')
          .values(totals.map((total) => ({ day, ...total })))
          .execute();
    });
  }

  /** Deletes raw events and orders of days before `day`, and webhook receipts older than `receivedBefore`. */
  async forgetRawBefore(day: string, receivedBefore: number): Promise<{ events: number; orders: number }> {
    const db = await this.#db();
    const events = await db.deleteFrom('analytics_events').where('day', '<', day).executeTakeFirst();
    const orders = await db.deleteFrom('analytics_orders').where('day', '<', day).executeTakeFirst();
    await db.deleteFrom('analytics_webhook_receipts').where('received_at', '<', receivedBefore).execute();
    return { events: Number(events.numDeletedRows), orders: Number(orders.numDeletedRows) };
  }

  /** The day's visitor-key secret: the one another instance made first, else `candidate`. */
  async daySecret(day: string, candidate: string): Promise<string> {
    const db = await this.#db();
    await db
      .insertInto('analytics_day_secrets')
      .values({ day, secret: candidate })
      .onConflict((conflict) => conflict.column('day').doNothing())
      .execute();
    const row = await db.selectFrom('analytics_day_secrets').select('secret').where('day', '=', day).executeTakeFirstOrThrow();
    return row.secret;
  }

  /** Forgets the secrets of days before `day`: past visitor keys can then never be made again. */
  async forgetSecretsBefore(day: string): Promise<void> {
    await (await this.#db()).deleteFrom('analytics_day_secrets').where('day', '<', day).execute();
  }

  async close(): Promise<void> {
    await this.#ready.catch(() => {});
    await this.#eventWriter?.close();
    await this.#close();
  }
}

function orderOf(row: Selectable<AnalyticsTables['analytics_orders']>): ShopOrder {
  return {
    orderId: row.order_id,
    totalMinor: fromBigint(row.total_minor),
    currency: row.currency,
    visitor: row.visitor,
    createdAt: fromBigint(row.created_at),
    day: row.day,
  };
}
