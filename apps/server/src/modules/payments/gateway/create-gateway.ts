import type { Config } from '../../../config/env.ts';
import type { PaymentGateway } from './gateway.ts';
import { SandboxGateway, sandboxLedgerFile } from './sandbox-gateway.ts';
import { StripeGateway } from './stripe-gateway.ts';

export function createPaymentGateway(config: Config): PaymentGateway {
  if (config.PAYMENT_GATEWAY === 'stripe') {
    // env validation guarantees the key when the gateway is stripe
    return new StripeGateway({ secretKey: config.STRIPE_SECRET_KEY ?? '' });
  }
  // The sandbox keeps its charges beside the data, as a processor keeps them beyond our process.
  return new SandboxGateway({ ledgerFile: sandboxLedgerFile(config.dataDir) });
}
