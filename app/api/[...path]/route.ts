import { errorResponse } from "@/lib/api/errors";
import { log } from "@/lib/log";

// ANY /api/<unknown> – JSON 404, so API clients never receive the HTML 404 page.
function notFoundJson(req: Request) {
  log.warn("api route not found", { method: req.method, path: new URL(req.url).pathname });
  return errorResponse("not_found", "No such API route.");
}

export { notFoundJson as GET, notFoundJson as POST, notFoundJson as PUT, notFoundJson as PATCH, notFoundJson as DELETE };
