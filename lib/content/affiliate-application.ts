/** Texts of the affiliate application (spec section 7); free of server-only imports, the dialog shows them too. */
export const AFFILIATE_APPLICATION = {
  submitted: "Application Submitted! We'll review your application and get back to you within 24-48 hours.",
  failed: "There was an error submitting your application. Please try again.",
} as const;
