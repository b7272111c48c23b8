/**
 * The address an erased affiliate account or application keeps in place of
 * the person's (RFC 2606's `.invalid`: nothing can be delivered there), and
 * the rule that tells such an address: nobody to write to.
 */
export const ERASED_ADDRESS_SUFFIX = "@invalid";

export const erasedAddress = (id: string) => `erased-${id}${ERASED_ADDRESS_SUFFIX}`;
