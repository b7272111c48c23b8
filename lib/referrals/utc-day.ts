/** The UTC day `now` falls on, as midnight UTC: the value of a DATE column, the day a referral visit counts on. */
export function utcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}
