// Runs once when the server starts: a bad configuration stops it here, with a
// message naming each variable, instead of failing on the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    await import("@/lib/env");
    await import("@/lib/site");
  }
}
