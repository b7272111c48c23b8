/**
 * How long the server keeps an idle keep-alive connection open (Node's default is 5 s). A client that sends its
 * next request on a connection the server closes at that moment gets a reset: nginx retries a GET on another
 * instance but not a POST (a buyer's capture would fail with 502), and a test's HTTP client fails outright. So
 * the server outlasts its clients: nginx closes its idle upstream connections after 60 s
 * (`keepalive_timeout` of deploy/nginx/shop.conf's upstream, set there to 60 s), browsers sooner.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 75_000;
/** nginx's idle time for its connections to the instances, which KEEP_ALIVE_TIMEOUT_MS must exceed. */
export const NGINX_UPSTREAM_KEEPALIVE_SECONDS = 60;
