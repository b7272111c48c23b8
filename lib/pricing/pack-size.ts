/**
 * The most licenses one order may buy. A module of its own so the checkout's quantity list (a client leaf) shares
 * the number with the server's rules without bundling them.
 */
export const MAX_PACK = 20;
