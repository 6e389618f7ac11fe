import { HOUR_MS } from "../../domain/dates";

/**
 * How many messages one key (an envelope sender, a site's inbox) may send in a sliding hour (decision
 * 153). Kept in the receiver's memory: it guards one server against a flood, and forgets on restart,
 * as a mail server's own limits do; a refused message is retried later by the sender's server (4xx).
 */
export class HourlyLimit {
  private readonly hits = new Map<string, number[]>();
  private counted = 0;

  constructor(
    readonly perHour: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The instants of the key's messages within the last hour (older ones forgotten). */
  private recent(key: string, at: number): number[] {
    const all = this.hits.get(key);
    if (!all) return [];
    const from = all.findIndex((t) => t > at - HOUR_MS);
    const kept = from === -1 ? [] : from === 0 ? all : all.slice(from);
    if (kept.length === 0) this.hits.delete(key);
    else if (kept !== all) this.hits.set(key, kept);
    return kept;
  }

  /** Whether one more message from this key would be within the limit (nothing counted). */
  allows(key: string): boolean {
    return this.recent(key, this.now()).length < this.perHour;
  }

  /** Counts one message for the key when it is within the limit; false (not counted) when it is not. */
  take(key: string): boolean {
    const at = this.now();
    const kept = this.recent(key, at);
    if (kept.length >= this.perHour) return false;
    this.hits.set(key, [...kept, at]);
    // Now and then, forget the keys that sent nothing for an hour (a long-running server meets many).
    if (++this.counted % 1000 === 0) for (const other of [...this.hits.keys()]) this.recent(other, at);
    return true;
  }
}
