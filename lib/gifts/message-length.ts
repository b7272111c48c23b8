/**
 * The longest message a gift's recipient gets with the code. A module of its own so the payment form's message
 * fields (client leaves) share the number with the server's rules without bundling them.
 */
export const GIFT_MESSAGE_MAX_LENGTH = 500;
