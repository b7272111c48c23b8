/** What a template renders: the outbox row's subject and plain-text body. */
export type Mail = { subject: string; text: string };
