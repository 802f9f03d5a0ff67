import { Prisma } from '../../generated/prisma/client';

interface Db {
  rows<T>(query: Prisma.Sql): Promise<T[]>;
}

interface TailRow {
  tail: number;
  up_to_candidate: number;
  max_id: string | null;
  xmin: string;
  xmax: string;
}

/** How long after a candidate's snapshot its fence is taken (see below). */
const FENCE_DELAY_MS = 5000;

/**
 * The number of entries in the whole trail, exact, without counting millions of rows per request
 * (count(*) of 5 million entries takes 0.3–3 s; the unfiltered list's page itself under 1 ms).
 *
 * The trail is append-only (no UPDATE or DELETE) and ids come from a sequence (cache 1), so once no
 * transaction that took an id ≤ N can still commit, count(id ≤ N) never changes again: that count is
 * kept (`settled`) and each request counts only the entries above N, in its own snapshot — an exact
 * count for that snapshot. N moves up in three steps over later requests:
 *   1. candidate: the highest id the request saw; every id ≤ it that was not visible then belongs to
 *      a transaction in progress (its id was taken before the candidate's own, which had committed);
 *   2. fence: the next snapshot's xmax at least FENCE_DELAY_MS later. A transaction takes its xid at
 *      its first write: the audited change before its entry, or, for an entry alone (a sign-in), the
 *      INSERT right after taking the id — long before the fence; so every such transaction's xid is
 *      below the fence;
 *   3. settled, once a snapshot's xmin is past the fence (all of them have ended): the count up to the
 *      candidate is read again in that snapshot and kept.
 * Per process; the first request pays the full count once. Full transaction ids (xid8) never wrap.
 */
export class TrailCount {
  private settled = { upTo: 0n, count: 0 };
  private candidate: { upTo: bigint; at: number; fence?: bigint } | null = null;

  constructor(
    private readonly db: Db,
    private readonly fenceDelayMs = FENCE_DELAY_MS,
  ) {}

  async count(): Promise<number> {
    const base = this.settled;
    const candidate = this.candidate;
    const upTo = candidate?.upTo ?? base.upTo;
    const [row] = await this.db.rows<TailRow>(Prisma.sql`
      SELECT count(*)::int AS tail, (count(*) FILTER (WHERE id <= ${upTo}::bigint))::int AS up_to_candidate, max(id)::text AS max_id,
             pg_snapshot_xmin(pg_current_snapshot())::text AS xmin, pg_snapshot_xmax(pg_current_snapshot())::text AS xmax
      FROM audit_log WHERE id > ${base.upTo}::bigint`);
    const answer = base.count + row.tail;
    // Another request may have moved the state meanwhile: only a result read against the current state moves it.
    if (this.settled === base && this.candidate === candidate) this.advance(base, row);
    return answer;
  }

  private advance(base: { upTo: bigint; count: number }, row: TailRow) {
    const now = Date.now();
    const candidate = this.candidate;
    if (!candidate) {
      const seen = row.max_id === null ? base.upTo : BigInt(row.max_id);
      if (seen > base.upTo) this.candidate = { upTo: seen, at: now };
    } else if (candidate.fence === undefined) {
      if (now - candidate.at >= this.fenceDelayMs) this.candidate = { ...candidate, fence: BigInt(row.xmax) };
    } else if (BigInt(row.xmin) >= candidate.fence) {
      this.settled = { upTo: candidate.upTo, count: base.count + row.up_to_candidate };
      this.candidate = null;
    }
  }
}
