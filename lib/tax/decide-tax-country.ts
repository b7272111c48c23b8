/**
 * Where a buyer is, for VAT (Regulation 282/2011 art. 24f wants two pieces of evidence that do not
 * contradict each other): the PayPal payer's billing country and the country of the address the order was made
 * from. They agree: that country. They disagree, or one is missing: the PayPal country (else the address's), and
 * the order is marked for an admin to review. A VPN is not fraud: nothing is refused.
 */
export function decideTaxCountry(evidence: { payerCountry: string | null; ipCountry: string | null }): { taxCountry: string | null; review: boolean } {
  const { payerCountry, ipCountry } = evidence;
  if (payerCountry && payerCountry === ipCountry) return { taxCountry: payerCountry, review: false };
  return { taxCountry: payerCountry ?? ipCountry, review: true };
}
