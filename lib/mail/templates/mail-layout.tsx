import "server-only";

import type { ReactNode } from "react";

import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from "react-email";

import { ACCOUNT_PATHS } from "@/lib/content/account";
import { ACCOUNT_MAIL_LINE, MAIL_LAYOUT } from "@/lib/content/mail";
import { absoluteUrl, site } from "@/lib/site";

/** Inline styles: mail clients ignore stylesheets and classes. */
export const MAIL_STYLES = {
  body: { backgroundColor: "#f4f4f5", fontFamily: "Helvetica, Arial, sans-serif", color: "#18181b", margin: 0, padding: "24px 0" },
  container: { backgroundColor: "#ffffff", borderRadius: "8px", maxWidth: "560px", margin: "0 auto", padding: "24px 32px" },
  brand: { fontSize: "20px", fontWeight: 700, color: "#16a34a", margin: "0 0 8px" },
  text: { fontSize: "15px", lineHeight: "24px", margin: "0 0 4px" },
  muted: { fontSize: "13px", lineHeight: "20px", color: "#52525b", margin: "0 0 4px" },
  link: { color: "#15803d", textDecoration: "underline" },
  button: {
    backgroundColor: "#16a34a",
    borderRadius: "6px",
    color: "#ffffff",
    fontSize: "15px",
    fontWeight: 700,
    padding: "12px 20px",
    textDecoration: "none",
  },
  hr: { borderColor: "#e4e4e7", margin: "20px 0" },
} as const;

/** A group of lines; in the plain-text part it is followed by a blank line. */
export function MailBlock({ children }: { children: ReactNode }) {
  return (
    <Section data-text-gap="true" style={{ margin: "0 0 16px" }}>
      {children}
    </Section>
  );
}

/** One line of a mail. */
export function MailLine({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return <Text style={muted ? MAIL_STYLES.muted : MAIL_STYLES.text}>{children}</Text>;
}

/** A line that names a link and prints its whole address (so the plain-text part carries it too). */
export function MailLinkLine({ label, href }: { label: string; href: string }) {
  return (
    <MailLine>
      {`${label} `}
      <Link href={href} style={MAIL_STYLES.link}>
        {href}
      </Link>
    </MailLine>
  );
}

/** The buyer's account, in every mail to a buyer (receipt, resent links, gift): one place they can always go back to. */
export function MailAccountBlock() {
  return (
    <MailBlock>
      <MailLinkLine label={ACCOUNT_MAIL_LINE.label} href={absoluteUrl(ACCOUNT_PATHS.home)} />
    </MailBlock>
  );
}

/**
 * Every mail's frame: the brand as a header, the message, and a footer with
 * the support address (left out of the notice sent to that address itself).
 */
export function MailLayout({ preview, children, supportFooter = true }: { preview: string; children: ReactNode; supportFooter?: boolean }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={MAIL_STYLES.body}>
        <Container style={MAIL_STYLES.container}>
          <Text style={MAIL_STYLES.brand} data-skip-in-text="true">
            {site.name}
          </Text>
          {children}
          {supportFooter && (
            <>
              <Hr style={MAIL_STYLES.hr} />
              <Text style={MAIL_STYLES.muted}>
                {MAIL_LAYOUT.questions}{" "}
                <Link href={`mailto:${site.supportEmail}`} style={MAIL_STYLES.link}>
                  {site.supportEmail}
                </Link>
              </Text>
              <Text style={MAIL_STYLES.muted} data-skip-in-text="true">
                <Link href={site.url} style={MAIL_STYLES.link}>
                  {site.name}
                </Link>
              </Text>
            </>
          )}
        </Container>
      </Body>
    </Html>
  );
}
