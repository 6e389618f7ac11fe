import { MINUTE_MS } from "../dates";

/** How far ahead of the server's clock a record may be dated: a device's clock may run a little fast. */
export const FUTURE_SLACK_MS = 5 * MINUTE_MS;

/** A record is made when the activity happens: never dated in the future (5 minutes of clock slack). */
export const isInFuture = (occurredAt: Date, now: Date) => occurredAt.getTime() > now.getTime() + FUTURE_SLACK_MS;
