import { AsyncLocalStorage } from 'node:async_hooks';

/** The Idempotency-Key of the request being handled, for the money transaction to claim. */
export interface IdempotencyClaim {
  userId: number;
  key: string;
  method: string;
  path: string;
  requestHash: string;
  /** Set once the money transaction has inserted the key row. */
  claimed: boolean;
  /**
   * Set when the key's money was committed by a request that never stored its answer (its process
   * died in between): the handler runs again to rebuild the answer, and the money transaction
   * returns what it returned the first time instead of running (see LedgerService.transaction).
   */
  recovering?: { value: unknown };
}

export const idempotencyStorage = new AsyncLocalStorage<IdempotencyClaim>();

/** Thrown inside the money transaction when another request holds (or held) the same key. */
export class IdempotencyKeyTaken extends Error {
  constructor() {
    super('Idempotency-Key already claimed');
  }
}
