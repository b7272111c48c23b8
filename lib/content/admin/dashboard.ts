export const ADMIN_DASHBOARD = {
  title: "Admin Dashboard",
  heading: "Admin Dashboard",
  signedInAs: (username: string) => `Signed in as ${username}`,
  logout: "Logout",
  /** Ends every session of the signed-in admin, in every browser (not in the spec). */
  logoutAll: "Sign out everywhere",
  stats: { total: "Total Users", active: "Active Users", logs: "Activity Logs" },
  /** The names screen readers give the stat cards' region and the tab list. */
  statsRegion: "Statistics",
  tabList: "Dashboard sections",
  tabs: {
    users: "Manage Users",
    referrals: "Referral Links",
    logs: "Activity Logs",
    orders: "Orders",
    disputes: "Disputes",
    affiliates: "Affiliates",
    pricing: "Price & Sales",
    payouts: "Payouts",
    buyers: "Buyer Data",
    overview: "Overview",
    mail: "Mail",
    webhooks: "Webhooks",
    releases: "Releases",
    tax: "Tax",
  },
  overviewFailed: "The sales figures could not be read. Reload the page to try again.",
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
