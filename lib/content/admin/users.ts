/** The Manage Users tab: the add form, the search, the stat cards' lists and the whitelist rows' actions. */
export const ADMIN_USERS = {
  /** The Users tab's Discord section, with the DISCORD_ settings only. */
  discordRoles: {
    heading: "Discord buyer role",
    intro:
      "Each night every member of the Discord server is checked: linked buyers with an active license get the Buyer role, everyone else loses it. Run the check now after changing roles by hand.",
    button: "Check Discord roles now",
    queued: "Discord roles are being checked; changes appear in the activity log",
  },
  add: { heading: "Add User Manually", username: "Minecraft Username", email: "Email", submit: "Add User", submitting: "Adding..." },
  search: { heading: "Search Users", label: "Search by username, UUID or email", placeholder: "Username, UUID or email", submit: "Search" },
  list: {
    activeDescription: "Active licenses, most recently verified first (up to 100).",
    allDescription: "All licenses, newest first (up to 100).",
    loading: "Loading...",
  },
  table: {
    columns: ["Username", "UUID", "Email", "Status", "Added", "Last verified", "Actions"],
    /** With a linked Discord account on any row shown, before Actions. */
    discordColumn: "Discord",
    active: "Active",
    revoked: "Revoked",
    neverVerified: "Never",
  },
  actions: {
    cancel: "Cancel",
    revoke: {
      trigger: "Revoke",
      triggerLabel: (username: string) => `Revoke ${username}`,
      title: (username: string) => `Revoke the license of ${username}`,
      description: "The mod stops working for this account at its next check. The reason goes into the audit log.",
      field: "Reason",
      submit: "Revoke license",
      done: (username: string) => `License of ${username} revoked`,
    },
    restore: { label: "Restore", ariaLabel: (username: string) => `Restore ${username}`, done: (username: string) => `License of ${username} restored` },
    unlinkDiscord: {
      label: "Unlink",
      ariaLabel: (username: string) => `Unlink the Discord account of ${username}`,
      done: (username: string) => `Discord account of ${username} unlinked; its Buyer role goes`,
    },
    rename: {
      trigger: "Rename",
      triggerLabel: (username: string) => `Rename ${username}`,
      title: (username: string) => `Rename ${username}`,
      description: "For a buyer who renamed their Minecraft account: the UUID, and so the license, stay the same.",
      field: "New Minecraft username",
      submit: "Rename",
      done: (username: string) => `Renamed to ${username}`,
    },
  },
};
