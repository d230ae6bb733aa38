/**
 * Webhook signing and delivery with Stripe's scheme: `Stripe-Signature: t=<unix>,v1=<hex>`,
 * where v1 is HMAC-SHA256 of `${t}.${payload}` keyed with the endpoint secret, so the SDK's
 * `stripe.webhooks.constructEvent` accepts the requests.
 */
import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { unixNow } from './ids';
import type { StripeEvent } from './objects';

export function signatureHeader(payload: string, secret: string, timestamp = unixNow()): string {
  const signature = createHmac('sha256', secret).update(`${String(timestamp)}.${payload}`, 'utf8').digest('hex');
  return `t=${String(timestamp)},v1=${signature}`;
}

export interface WebhookDispatcherOptions {
  url?: string;
  secret: string;
  log: (line: string) => void;
  /** Waits before each retry; their count is the number of retries. */
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
}

type AttemptResult = { ok: true; detail: string } | { ok: false; retry: boolean; detail: string };

/** Stripe retries for days; a local stand-in retries a few times, quickly. */
const DEFAULT_RETRY_DELAYS_MS = [200, 1000, 3000];

export class WebhookDispatcher {
  private readonly stop = new AbortController();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly retryDelays: readonly number[];

  constructor(private readonly options: WebhookDispatcherOptions) {
    this.retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  }

  /** Starts delivering in the background; each event is delivered independently, as in Stripe. */
  dispatch(event: StripeEvent): void {
    const { url } = this.options;
    if (url === undefined || this.stop.signal.aborted) return;
    const delivery: Promise<void> = this.deliver(event, url).finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
  }

  /** Abandons pending retries and in-flight requests. */
  async close(): Promise<void> {
    this.stop.abort();
    await Promise.allSettled([...this.inFlight]);
  }

  private async deliver(event: StripeEvent, url: string): Promise<void> {
    // One payload for every attempt; each attempt is signed afresh with its own timestamp.
    const payload = JSON.stringify(event, null, 2);
    const label = `webhook ${event.type} ${event.id} -> ${url}`;
    for (let attempt = 1; ; attempt += 1) {
      const result = await this.attempt(url, payload);
      if (this.stop.signal.aborted) return;
      if (result.ok) {
        this.options.log(`${label}: ${result.detail} (attempt ${String(attempt)})`);
        return;
      }
      const delay = result.retry ? this.retryDelays[attempt - 1] : undefined;
      if (delay === undefined) {
        this.options.log(`${label}: failed, ${result.detail} (attempt ${String(attempt)}); giving up`);
        return;
      }
      this.options.log(`${label}: failed, ${result.detail} (attempt ${String(attempt)}); retrying in ${String(delay)} ms`);
      try {
        await sleep(delay, undefined, { signal: this.stop.signal });
      } catch {
        return; // closed while waiting
      }
    }
  }

  private async attempt(url: string, payload: string): Promise<AttemptResult> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Stripe-Signature': signatureHeader(payload, this.options.secret),
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.any([this.stop.signal, AbortSignal.timeout(this.options.timeoutMs ?? 10_000)]),
      });
      const text = (await response.text()).replace(/\s+/g, ' ').slice(0, 200);
      const detail = `HTTP ${String(response.status)}${text ? ` ${text}` : ''}`;
      if (response.ok) return { ok: true, detail };
      // A 4xx is the endpoint refusing the event (a bad signature, say): a retry would not help.
      return { ok: false, retry: response.status >= 500, detail };
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      return { ok: false, retry: true, detail: `network error (${cause})` };
    }
  }
}
