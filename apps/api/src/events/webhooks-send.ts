import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { WebhookTarget } from './webhooks-address';

// One signed POST (Standard Webhooks): `webhook-id`, `webhook-timestamp` and `webhook-signature`
// made by the maintainers' library, the body `{ type, timestamp, data }`. node:http(s) rather than
// fetch: its `lookup` option pins the connection to the address the SSRF check approved, while the
// TLS handshake still verifies the certificate against the URL's host name. Redirects are not
// followed (a 3xx is a failure): a redirect could lead anywhere the check never saw.

/** A delivery that takes longer is a failure, retried later. */
export const DELIVERY_TIMEOUT_MS = 10_000;

/** Response bytes read at most: the receiver's answer is only logged by its status. */
const MAX_RESPONSE_BYTES = 64 * 1024;

export interface SignedMessage {
  /** `webhook-id`: the same on every attempt, so the receiver can drop duplicates. */
  id: string;
  /** The `whsec_…` secret the receiver verifies with. */
  secret: string;
  /** The JSON body, exactly the bytes signed. */
  body: string;
}

export interface SendResult {
  /** The HTTP status, or null when no answer came (timeout, refused connection, TLS). */
  status: number | null;
  durationMs: number;
  /** Why it failed without an HTTP status. */
  error: string | null;
}

/** The body of an event's delivery: the same bytes on every attempt (the event's stored data). */
export function deliveryBody(type: string, timestamp: string, data: unknown): string {
  return JSON.stringify({ type, timestamp, data });
}

/** The three Standard Webhooks headers for `message`, signed at `now`. */
export function signedHeaders(message: SignedMessage, now: Date): Record<string, string> {
  const signature = new Webhook(message.secret).sign(message.id, now, message.body);
  return {
    'webhook-id': message.id,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': signature,
  };
}

/**
 * POSTs the signed message to the target, connecting to its checked address; a 2xx is success.
 * Never throws: every outcome is a SendResult. `signal` aborts it (the worker stopping).
 */
export function sendSigned(
  target: WebhookTarget,
  message: SignedMessage,
  now: Date,
  signal?: AbortSignal,
  timeoutMs = DELIVERY_TIMEOUT_MS,
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const pinned: LookupFunction = (_hostname, options, callback) => {
    // `all: true` asks for a list (Node's happy-eyeballs connect); otherwise one address.
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address: target.address, family: target.family },
      ]);
    } else {
      callback(null, target.address, target.family);
    }
  };
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = send(target.url, {
      method: 'POST',
      lookup: pinned,
      signal,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'extranet-webhooks/1',
        ...signedHeaders(message, now),
      },
    });
    const timer = setTimeout(() => {
      req.destroy();
      finish({ status: null, durationMs: elapsed(), error: `no answer within ${timeoutMs / 1000} s` });
    }, timeoutMs);
    req.on('response', (res) => {
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_RESPONSE_BYTES) res.destroy();
      });
      const done = () => finish({ status: res.statusCode ?? null, durationMs: elapsed(), error: null });
      res.on('end', done);
      res.on('close', done);
      res.on('error', done);
    });
    req.on('error', (error) =>
      finish({
        status: null,
        durationMs: elapsed(),
        error: error.message.slice(0, 500) || 'connection failed',
      }),
    );
    req.end(message.body);
  });
}
