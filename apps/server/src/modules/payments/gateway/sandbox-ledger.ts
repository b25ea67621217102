import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ChargeResult } from './gateway.ts';

/**
 * The sandbox processor's side of the money in a data folder (one JSON line a charge or refund),
 * kept beyond our process as a processor keeps it: a charge whose record was lost is found again
 * (findCharge), and the office can refund the demo's payments.
 */
export interface LedgerEntry {
  reference: string;
  amountCents: number;
  idempotencyKey: string;
  result: ChargeResult;
}

/** A refund as the sandbox's ledger keeps it (one JSON line, beside the charges). */
export interface RefundEntry {
  kind: 'refund';
  reference: string;
  chargeReference: string;
  amountCents: number;
  idempotencyKey: string;
}

/** Where the sandbox keeps its side of the money in a data folder. */
export const sandboxLedgerFile = (dataDir: string): string =>
  path.join(dataDir, 'sandbox-gateway.jsonl');

/**
 * Puts a charge made elsewhere on the sandbox's ledger: the demo seed's payments, so that the
 * office can refund them and ask the processor about them like any other (sandbox) charge.
 */
export function addChargeToSandboxLedger(
  ledgerFile: string,
  charge: { reference: string; amountCents: number; idempotencyKey: string; token?: string },
): void {
  const result: ChargeResult = {
    status: 'approved',
    reference: charge.reference,
    brand: 'visa',
    lastFour: '4242',
    ...(charge.token ? { reusableToken: charge.token } : {}),
  };
  const entry: LedgerEntry = { ...charge, result };
  mkdirSync(path.dirname(ledgerFile), { recursive: true });
  appendFileSync(ledgerFile, `${JSON.stringify(entry)}\n`);
}

/** Every entry of a ledger, oldest first (none when there is no ledger yet). */
export function readSandboxLedger(ledgerFile: string): (LedgerEntry | RefundEntry)[] {
  mkdirSync(path.dirname(ledgerFile), { recursive: true });
  let lines: string[] = [];
  try {
    lines = readFileSync(ledgerFile, 'utf8').split('\n');
  } catch {
    // No ledger yet: nothing charged before.
  }
  return lines
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as LedgerEntry | RefundEntry);
}
