import type { IncomingMessage, ServerResponse } from "node:http";

/** How long a connection keeps reading (and dropping) a body it answered early before it is closed. */
const LINGER_MS = 5_000;

/**
 * Lingering close (RFC 9112 §9.6), as nginx's `lingering_close` does it. An answer given before the request's
 * body was read (413 for a body over the limit, 429, a refusal) on a connection that closes: Node ends the
 * socket and destroys it as soon as the answer is flushed. The client, still sending, then meets a reset, and
 * a reset makes its kernel drop the answer it has not read yet, so it sees EPIPE instead of the 413. Here
 * the socket is half-closed as before (the answer, then FIN), but the rest of the body is read and dropped
 * until the client closes or `lingerMs` pass, and only then destroyed. Keep-alive connections are left alone:
 * Node reads the rest of their body itself to reach the next request.
 */
export function lingerAfterEarlyAnswer(req: IncomingMessage, res: ServerResponse, lingerMs = LINGER_MS): void {
  res.once("finish", () => {
    const socket = req.socket;
    // Node's server registered socket.destroy for the end of writing (destroySoon) only when this answer was its last.
    if (req.complete || socket.destroyed || !socket.listeners("finish").includes(socket.destroy)) return;
    socket.removeListener("finish", socket.destroy);
    const timer = setTimeout(() => socket.destroy(), lingerMs);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
    // The client's FIN ends the reading side: the socket, already ended on ours, closes.
    socket.once("end", () => socket.destroy());
    req.resume();
    socket.resume();
  });
}
