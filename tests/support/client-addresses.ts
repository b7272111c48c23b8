let count = 0;

/**
 * A client address no other request of the run has used, so per-client rate
 * limits (counted in the database every test file shares) stay out of the way.
 * One counter for the whole run (the integration files share one process), in
 * 100.96.0.0/16, a block of the shared address space no fixed address in the
 * tests is taken from.
 */
export function nextIp(): string {
  count += 1;
  return `100.96.${Math.floor(count / 250) % 250}.${(count % 250) + 1}`;
}
