import { escapeHtml, html, type SimRequest, type SimResponse } from "../http";
import { authorizationParams, parseAuthorizationRequest, redirectTo, type AuthorizationRequest } from "./authorization-request";
import { SCOPE_DESCRIPTIONS, type DiscordApplication } from "./demo";
import type { AuthorizationServer } from "./oauth";
import type { UserDirectory } from "./users";

/** What the page needs of the simulator. */
export interface AuthorizePageContext {
  readonly app: DiscordApplication;
  readonly redirectUris: readonly string[] | undefined;
  readonly users: UserDirectory;
  readonly oauth: AuthorizationServer;
}

const NEW_USER = "new";
const TITLE = "Discord Simulator";
const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#5865f2;color:#060607}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 2px 10px #0004}
.notice{background:#fff4ce;border-left:4px solid #b08800;padding:.5rem .75rem}.error{background:#fde8e8;border-left:4px solid #c5221f;padding:.5rem .75rem}
form{display:flex;flex-direction:column;gap:.75rem}label{font-weight:600}.hint{margin:0;color:#4e5058;font-size:.875rem}
select,input{font:inherit;padding:.5rem;border-radius:.25rem;border:1px solid #80848e}.actions{display:flex;gap:.75rem;justify-content:flex-end}
button{font:inherit;padding:.6rem 1.25rem;border-radius:.25rem;border:0;cursor:pointer}button[value=authorize]{background:#4752c4;color:#fff}
button[value=cancel]{background:#fff;color:#060607;text-decoration:underline}
button:focus-visible,select:focus-visible,input:focus-visible{outline:3px solid #00a8fc;outline-offset:2px}`;

function page(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${TITLE}</title><style>${STYLE}</style></head><body><main>
<p class="notice"><strong>Demo sign-in.</strong> This page stands in for Discord on a test machine: no Discord account is used.</p>
${body}</main></body></html>`;
}

function errorPage(message: string): SimResponse {
  return html(400, page(`<h1>Something went wrong</h1><p role="alert">${escapeHtml(message)}</p><p>Go back to the site you came from and try again.</p>`));
}

/** The consent form: who you are, what the application gets, Authorize or Cancel. */
function consentPage(ctx: AuthorizePageContext, request: AuthorizationRequest, problem?: { message: string; userId: string; name: string }): SimResponse {
  const hidden = authorizationParams(request).map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`);
  const chosen = problem?.userId;
  const options = ctx.users
    .all()
    .map((user) => {
      const label = user.global_name ? `${user.global_name} (@${user.username})` : `@${user.username}`;
      return `<option value="${user.id}"${user.id === chosen ? " selected" : ""}>${escapeHtml(label)}</option>`;
    })
    .concat(`<option value="${NEW_USER}"${chosen === NEW_USER ? " selected" : ""}>A new user</option>`);
  const scopes = request.scopes.map((scope) => `<li>${escapeHtml(SCOPE_DESCRIPTIONS[scope])}</li>`).join("");
  const alert = problem ? `<p class="error" role="alert">${escapeHtml(problem.message)}</p>` : "";
  const app = escapeHtml(ctx.app.applicationName);
  const status = problem ? 400 : 200;
  return html(
    status,
    page(`<h1>${app} wants to access your Discord account</h1>${alert}
<form method="post" action="authorize">${hidden.join("")}
<label for="discord-user">Log in as</label>
<select id="discord-user" name="user_id">${options.join("")}</select>
<label for="new-user-name">New user's name</label>
<input id="new-user-name" name="new_user_name" maxlength="32" autocomplete="off" value="${escapeHtml(problem?.name ?? "")}" aria-describedby="new-user-hint">
<p id="new-user-hint" class="hint">Only used when "A new user" is chosen: a Discord account with this display name is made.</p>
<h2>This will allow the developer of ${app} to:</h2><ul>${scopes}</ul>
<div class="actions"><button type="submit" name="action" value="cancel">Cancel</button>
<button type="submit" name="action" value="authorize">Authorize</button></div></form>`),
  );
}

function redirect(location: string): SimResponse {
  return { status: 302, headers: { location, "cache-control": "no-store" }, body: "" };
}

// POST /oauth2/authorize – the consent form: Cancel sends access_denied back, Authorize a code for the chosen user
function submit(ctx: AuthorizePageContext, form: URLSearchParams): SimResponse {
  const request = parseAuthorizationRequest(form, ctx.app, ctx.redirectUris);
  if ("error" in request) return errorPage(request.error);
  const action = form.get("action");
  if (action === "cancel") {
    return redirect(redirectTo(request, { error: "access_denied", error_description: "The resource owner or authorization server denied the request" }));
  }
  if (action !== "authorize") return errorPage("Choose Authorize or Cancel.");
  const userId = form.get("user_id") ?? "";
  const name = (form.get("new_user_name") ?? "").trim();
  let user = userId === NEW_USER ? undefined : ctx.users.get(userId);
  if (userId === NEW_USER && name !== "") user = ctx.users.addNamed(name);
  if (!user) {
    const message = userId === NEW_USER ? "Enter the new user's name." : "Choose who you are logging in as.";
    return consentPage(ctx, request, { message, userId, name });
  }
  return redirect(redirectTo(request, { code: ctx.oauth.issueCode(request, user.id) }));
}

// GET /oauth2/authorize?response_type=code&client_id&redirect_uri&scope&state[&code_challenge&code_challenge_method=S256][&prompt]
export function authorizeRoute(ctx: AuthorizePageContext, req: SimRequest): SimResponse {
  if (req.method === "POST") return submit(ctx, new URLSearchParams(req.body));
  const request = parseAuthorizationRequest(req.query, ctx.app, ctx.redirectUris);
  return "error" in request ? errorPage(request.error) : consentPage(ctx, request);
}
