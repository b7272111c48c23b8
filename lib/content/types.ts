/** A closing call to action: a button to /payment, optionally a second button and a row of links. */
export type CallToAction = {
  heading: string;
  body: string;
  /** Label of the button to /payment. */
  cta: string;
  /** A short line under the buttons. */
  note?: string;
  secondary?: { href: string; label: string };
  links?: { label: string; items: readonly { href: string; label: string }[] };
};
