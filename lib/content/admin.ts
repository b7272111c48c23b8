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
  backHome: "Back to Home",
};

export const ADMIN_DASHBOARD = {
  title: "Admin Dashboard",
  heading: "Admin Dashboard",
  signedInAs: (username: string) => `Signed in as ${username}`,
  logout: "Logout",
  /** Ends every session of the signed-in admin, in every browser (not in the spec: issue #8). */
  logoutAll: "Sign out everywhere",
  stats: { total: "Total Users", active: "Active Users", logs: "Activity Logs" },
  tabs: { users: "Manage Users", referrals: "Referral Links", logs: "Activity Logs", orders: "Orders", affiliates: "Affiliates", buyers: "Buyer Data" },
};

/** Spec section 8: the admin toasts and empty states. */
export const ADMIN_TOASTS = {
  statsFailed: "Failed to fetch user stats",
  logsFailed: "Failed to fetch activity logs",
  searchFailed: "Failed to search users",
  addFailed: "Failed to add user",
  listFailed: "Failed to fetch user list",
  noResults: { title: "No Results", description: "No users found matching your search." },
  added: { title: "Success", description: "User added successfully" },
  copied: { title: "Copied!", description: "Referral link copied to clipboard." },
  noUsers: "No users found",
  noLogs: "No activity logs found",
};
