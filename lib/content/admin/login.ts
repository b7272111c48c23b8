import { BACK_HOME } from "@/lib/content/navigation";

/** Every text of the admin screens (spec sections 2, 8 and 9, word for word where the spec gives them). */
export const ADMIN_LOGIN = {
  title: "Admin Login",
  heading: "Admin Login",
  intro: "Sign in to manage the whitelist, referrals, affiliates and the audit log.",
  username: "Username",
  password: "Password",
  submit: "Login",
  submitting: "Logging in...",
  failed: { title: "Login failed", description: "Invalid username or password" },
  success: { title: "Login successful" },
  backHome: BACK_HOME,
};
