import crypto from 'node:crypto';
import { appendFileSync } from 'node:fs';
import type { ChargeResult, FoundCharge, RefundRequest, RefundResult } from './gateway.ts';
import { readSandboxLedger, type LedgerEntry, type RefundEntry } from './sandbox-ledger.ts';

/** A charge the sandbox made; a charge of a saved card names the token it charged. */
export interface SandboxCharge {
  reference: string;
  amountCents: number;
  idempotencyKey: string;
  token?: string;
}

/**
 * The sandbox processor's books (sandbox-gateway.ts): the charges and refunds it made, each
 * key's first answer, and — given a ledger file — all of it kept across restarts before anyone
 * is answered, as a real processor keeps its side when our process dies.
 */
export class SandboxBooks {
  /** Every charge that moved (sandbox) money, for tests and the demo's logs. */
  readonly charges: SandboxCharge[] = [];
  /** Every refund made, for tests and the demo's logs. */
  readonly refunds: Omit<RefundEntry, 'kind'>[] = [];
  readonly #results = new Map<string, Promise<ChargeResult>>();
  /** Charges made whose answer was lost (test card 0259), by key. */
  readonly #lost = new Map<string, ChargeResult>();
  readonly #ledgerFile: string | undefined;

  /** `ledgerFile`: where the processor's side is kept across restarts (one JSON line a charge). */
  constructor(ledgerFile?: string) {
    this.#ledgerFile = ledgerFile;
    if (!ledgerFile) return;
    for (const entry of readSandboxLedger(ledgerFile)) {
      if ('kind' in entry) {
        this.refunds.push(entry);
        continue;
      }
      this.charges.push({
        reference: entry.reference,
        amountCents: entry.amountCents,
        idempotencyKey: entry.idempotencyKey,
      });
      this.#results.set(entry.idempotencyKey, Promise.resolve(entry.result));
    }
  }

  async findCharge(idempotencyKey: string): Promise<FoundCharge> {
    const earlier = this.#results.get(idempotencyKey);
    const result = earlier ? await earlier.catch(() => this.#lost.get(idempotencyKey)) : undefined;
    if (result?.status !== 'approved') return { status: 'none' };
    const charge = this.charges.find((c) => c.reference === result.reference);
    return {
      status: 'charged',
      reference: result.reference,
      amountCents: charge?.amountCents ?? 0,
      ...(result.reusableToken ? { reusableToken: result.reusableToken } : {}),
    };
  }

  /** The money moved: kept in memory and, with a ledger, on disk before anyone is answered. */
  recordCharge(
    idempotencyKey: string,
    amountCents: number,
    result: ChargeResult,
    token?: string,
  ): void {
    if (result.status !== 'approved') return;
    const entry: LedgerEntry = { reference: result.reference, amountCents, idempotencyKey, result };
    this.charges.push({
      reference: entry.reference,
      amountCents,
      idempotencyKey,
      ...(token ? { token } : {}),
    });
    if (this.#ledgerFile) appendFileSync(this.#ledgerFile, `${JSON.stringify(entry)}\n`);
  }

  /** A key's answer decided later (a 3-D Secure challenge passed): asked again, it is this. */
  settle(idempotencyKey: string, result: ChargeResult): void {
    this.#results.set(idempotencyKey, Promise.resolve(result));
  }

  /** A charge made whose answer is about to be lost: the key keeps standing for it. */
  loseAnswer(idempotencyKey: string, result: ChargeResult): void {
    this.#lost.set(idempotencyKey, result);
  }

  /** Runs a charge once per key: a repeated key answers the first result. */
  once<T extends ChargeResult>(key: string, run: () => Promise<T>): Promise<T> {
    const earlier = this.#results.get(key);
    if (earlier) return earlier as Promise<T>;
    const result = run();
    this.#results.set(key, result);
    // A gateway error charged nothing: the same key may be tried again. A lost answer did
    // charge: the key then stands for that charge, as at a real processor.
    result.catch(() => {
      const lost = this.#lost.get(key);
      if (lost) this.#results.set(key, Promise.resolve(lost));
      else this.#results.delete(key);
    });
    return result;
  }

  /**
   * Refunds part or all of a charge the sandbox made; refused when it would return more than is
   * left of the charge. The refund is kept in the ledger like a charge, and a repeated key
   * reports the refund it already made.
   */
  refund(request: RefundRequest): RefundResult {
    const earlier = this.refunds.find((r) => r.idempotencyKey === request.idempotencyKey);
    if (earlier) return { status: 'succeeded', reference: earlier.reference };
    const charge = this.charges.find((c) => c.reference === request.chargeReference);
    if (!charge) return { status: 'failed', message: 'The card processor has no such charge.' };
    const refunded = this.refunds
      .filter((r) => r.chargeReference === request.chargeReference)
      .reduce((sum, r) => sum + r.amountCents, 0);
    if (request.amountCents <= 0 || refunded + request.amountCents > charge.amountCents) {
      return {
        status: 'failed',
        message: 'The refund is more than is left of the charge.',
      };
    }
    const entry: RefundEntry = {
      kind: 'refund',
      reference: `sandbox_re_${crypto.randomBytes(8).toString('hex')}`,
      chargeReference: request.chargeReference,
      amountCents: request.amountCents,
      idempotencyKey: request.idempotencyKey,
    };
    this.refunds.push(entry);
    if (this.#ledgerFile) appendFileSync(this.#ledgerFile, `${JSON.stringify(entry)}\n`);
    return { status: 'succeeded', reference: entry.reference };
  }
}
