// cobranca-sandbox/testing: a sandbox per test suite, from node:test, Jest or Vitest alike (no test
// framework is assumed). Built into dist/testing (ES module, CommonJS and .d.ts) by
// scripts/build-testing.mjs.
export { startSandbox, attachSandbox, Sandbox, DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from './sandbox.ts';
export type { StartOptions, AttachOptions } from './sandbox.ts';
export { SandboxError } from './account-client.ts';
export type {
  BankPayment,
  BankPaymentOptions,
  BoletoReference,
  CallbackFilter,
  ClockAdvance,
  ClockAnswer,
  NotificationEvent,
  ReceivedCallback,
  Snapshot,
  SnapshotDocument,
} from './types.ts';
