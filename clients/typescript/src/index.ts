export { createLeadmapClient, LeadmapClient, unwrap, type CallOptions, type ExportFile, type LeadmapClientOptions, type WaitOptions } from "./client.js";
export { LeadmapError, WaitTimeoutError } from "./errors.js";
export { collect, cursorItems, offsetItems } from "./pagination.js";
export { retryAfterMs, retryingTransport, type RetryEvent, type RetryOptions, type Transport } from "./retry.js";
export type { components, operations, paths } from "./schema.js";
export * from "./types.js";
export { parseWebhookEvent, SIGNATURE_HEADER, verifyWebhookSignature, WebhookSignatureError, type VerifyOptions } from "./webhooks.js";
