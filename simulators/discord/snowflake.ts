/** 2015-01-01T00:00:00Z, the zero of Discord's ids. */
const DISCORD_EPOCH = 1_420_070_400_000n;
const MAX_SNOWFLAKE = 2n ** 64n - 1n;

let increment = 0n;

/**
 * A new Discord id as Discord makes them: the milliseconds since its epoch, then a worker (1), a process (0) and a
 * 12-bit counter, so ids made later sort after earlier ones (made here rather than with @sapphire/snowflake, which
 * is only a dependency of @discordjs/rest, not of this project).
 */
export function snowflake(at: number = Date.now()): string {
  increment = (increment + 1n) & 0xfffn;
  return (((BigInt(at) - DISCORD_EPOCH) << 22n) | (1n << 17n) | increment).toString();
}

/** Whether Discord would take `value` as a snowflake in a path or query: an unsigned 64-bit integer in decimal. */
export function isSnowflake(value: string): boolean {
  return /^\d{1,20}$/.test(value) && BigInt(value) <= MAX_SNOWFLAKE;
}

export function compareSnowflakes(a: string, b: string): number {
  const difference = BigInt(a) - BigInt(b);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}
