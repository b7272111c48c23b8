/** The Mail tab: the e-mail outbox (never the messages' text, which holds download links). */
export const ADMIN_MAIL = {
  intro: "Every e-mail the shop queued, newest first. Failed messages are retried with backoff, then marked failed.",
  empty: "No e-mail queued yet.",
  columns: ["Queued", "To", "Subject", "Status", "Attempts", "Last error", "Sent", { label: "Actions", hidden: true }] as const,
  sendAgain: "Send again",
  sendAgainLabel: (subject: string, to: string) => `Send again: ${subject} to ${to}`,
  queued: "Queued to be sent again",
  older: "Older messages",
};
