import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { PrismaService } from '../../database/prisma.service';
import { Prisma } from '../../generated/prisma/client';
import { signInCheck } from '../auth/sign-in-claim';

/** What a list statement gives the cache: the answer and the snapshot(s) its statement(s) read. */
export interface CachedAnswer {
  body: Buffer;
  snapshots: string[];
}

interface Entry extends CachedAnswer {
  /** Date.now() before its statements started. */
  at: number;
}

/** An answer is never served after this; list_change rows live twice as long once settled (jobs/list-change-prune). */
export const LIST_CACHE_MAX_AGE_MS = 5 * 60_000;

/**
 * Room-list answers kept between requests. Writing the 10 000 rooms of a building as JSON costs
 * PostgreSQL ~200 ms of CPU, and the sales office opens the same buildings all day.
 *
 * An answer is served again only after one small statement has shown that nothing it shows has
 * changed since it was written. The triggers of migration 20261126100000_list_change write a row
 * into list_change for each statement that changes what a room list shows (rooms, sales, buyer and
 * lead names, building and block names, reference names), with the building concerned (NULL: any)
 * and the writing transaction's id. The answer keeps the snapshots its statements read; it is stale
 * as soon as a change row of its building (or NULL) has a transaction id its snapshot does not see:
 * committed after the snapshot was taken, or still running then. So a request never gets an answer
 * older than the last change committed before it arrived: what running the statements again gives.
 *
 * Bounded: LIST_CACHE_MB per process (least recently used out first), 5 minutes at most per answer.
 * Several requests for the same answer while it is being written wait for that one statement, then
 * check it like any cached answer.
 */
@Injectable()
export class ListCache {
  /** Map order is recency: a hit moves its entry to the end; eviction takes from the front. */
  private readonly entries = new Map<string, Entry>();
  private readonly writing = new Map<string, Promise<Entry>>();
  private bytes = 0;
  private readonly budget: number;
  /** Answers served from the cache, and answers written by their statements (logged by tests, benches). */
  readonly counts = { hits: 0, writes: 0 };

  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.budget = config.listCacheMb * 1024 * 1024;
  }

  /** The key of a list answer: its statement's text and parameters (locale, filters, window). */
  static key(statement: Prisma.Sql): string {
    const values = JSON.stringify(statement.values, (_, value) => (typeof value === 'bigint' ? value.toString() : value));
    return createHash('sha256').update(statement.text).update('\0').update(values).digest('base64url');
  }

  /** The answer for key, from the cache when still right, else written by compute (and kept). */
  async get(key: string, building: number | null, compute: () => Promise<CachedAnswer>): Promise<Buffer> {
    if (this.budget === 0) return (await compute()).body;
    const cached = this.entries.get(key);
    if (cached) {
      if (Date.now() - cached.at < LIST_CACHE_MAX_AGE_MS && (await this.unchanged(cached, building))) {
        if (this.entries.get(key) === cached) {
          this.entries.delete(key); // to the end: most recently used
          this.entries.set(key, cached);
        }
        this.counts.hits += 1;
        return cached.body;
      }
      this.drop(key, cached);
    }
    const running = this.writing.get(key);
    if (running) {
      const entry = await running.catch(() => undefined);
      if (entry && (await this.unchanged(entry, building))) {
        this.counts.hits += 1;
        return entry.body;
      }
    }
    return (await this.write(key, compute)).body;
  }

  private write(key: string, compute: () => Promise<CachedAnswer>): Promise<Entry> {
    const at = Date.now();
    this.counts.writes += 1;
    const promise = compute().then((answer) => {
      const entry: Entry = { ...answer, at };
      const current = this.entries.get(key);
      if (current) this.drop(key, current);
      this.keep(key, entry);
      return entry;
    });
    this.writing.set(key, promise);
    const done = () => {
      if (this.writing.get(key) === promise) this.writing.delete(key);
    };
    promise.then(done, done);
    return promise;
  }

  /**
   * True while no change to what the answer shows has become visible since its snapshots. The
   * statement also checks the request's signed-in user when the guard left that to it.
   */
  private async unchanged(entry: Entry, building: number | null): Promise<boolean> {
    const scope = building === null ? Prisma.empty : Prisma.sql`AND (c.building_id = ${building} OR c.building_id IS NULL)`;
    const signIn = signInCheck();
    const [row] = await this.prisma.rows<{ stale: boolean; signed_in?: boolean }>(Prisma.sql`
      SELECT EXISTS (
        SELECT 1 FROM unnest(${entry.snapshots}::text[]) s(snap)
        JOIN list_change c ON c.xid >= pg_snapshot_xmin(s.snap::pg_snapshot) AND NOT pg_visible_in_snapshot(c.xid, s.snap::pg_snapshot)
        WHERE true ${scope}
      ) AS stale${signIn.column}`);
    signIn.record(row);
    return !row.stale;
  }

  private keep(key: string, entry: Entry): void {
    if (entry.body.length > this.budget / 4) return; // one answer never empties the cache
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.budget) break;
      this.drop(oldKey, old);
    }
  }

  private drop(key: string, entry: Entry): void {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
