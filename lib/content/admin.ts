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

/** The Referral Links tab: the generator and the per-code performance table. */
export const ADMIN_REFERRALS = {
  generator: {
    code: "Referral code",
    codePlaceholder: "e.g. YOUTUBE",
    affiliate: "Affiliate (optional)",
    noAffiliate: "None",
    submit: "Generate Link",
    copy: "Copy Link",
    quickCodes: "Quick codes",
  },
  performance: {
    empty: "No referral codes yet.",
    columns: ["Code", "Affiliate", "Sales", "Pending", "Approved", "Paid", "Voided", "Clicks (30 days)", "Flags"],
    actions: "Actions",
    /** A flag is a warning for the admin to look into; the sale went through. */
    flags: {
      sharedPayer: (sales: number) => `${sales} sales paid by one PayPal account`,
      refunds: (refunded: number, sales: number) => `${refunded} of ${sales} sales refunded in 30 days`,
    },
    markPaid: "Mark paid",
    markedPaid: (code: string) => `Commissions of ${code} marked paid`,
  },
  /** Unpaid lines in no payout run (lib/admin/list-open-commissions.ts): the ones an admin can still void. */
  openLines: {
    heading: "Open commission lines",
    intro: "Unpaid lines in no payout run, newest 50. Void a line you judge fraudulent; the affiliate's portal shows your reason.",
    empty: "No open commission lines.",
    columns: ["Date", "Code", "Order", "Kind", "Amount", "State"],
    actions: "Actions",
    kind: { SALE: "Sale", CLAWBACK: "Clawback" },
    state: { pending: "Pending (in hold)", approved: "Approved" },
    void: {
      trigger: "Void",
      triggerLabel: (code: string, order: string) => `Void the ${code} commission of order ${order}`,
      title: (code: string, order: string) => `Void the ${code} commission of order ${order}`,
      description: (amount: string) => `This ${amount} line will not be paid out. Voiding cannot be undone, and it is recorded in the activity log.`,
      field: "Reason (shown to the affiliate)",
      submit: "Void commission",
      done: "Commission voided",
      cancel: "Cancel",
    },
  },
};

/** The Referral Links tab's creator codes: each code's terms, and the form that creates or changes one. */
export const ADMIN_CREATOR_CODES = {
  heading: "Creator codes",
  intro:
    "What a code gives the buyer and earns its affiliate. The price never goes below $1.00, a commission never exceeds what the buyer paid, and every change is recorded in the activity log. Dates are UTC.",
  empty: "No creator codes yet.",
  columns: ["Code", "Affiliate", "Discount", "Commission", "Uses", "Window (UTC)", "Active"],
  actions: "Actions",
  noDiscount: "None",
  percentOff: (percent: number) => `${percent} %`,
  uses: (uses: number, maxUses: number | null) => (maxUses === null ? `${uses}` : `${uses} of ${maxUses}`),
  window: (startsAt: string | null, endsAt: string | null) => (startsAt || endsAt ? `${startsAt ?? "…"} to ${endsAt ?? "…"}` : "Always"),
  active: { true: "Yes", false: "No" },
  edit: "Edit",
  editLabel: (code: string) => `Edit the terms of ${code}`,
  form: {
    heading: "Code terms",
    code: "Code",
    codePlaceholder: "e.g. TECHNO",
    codeHint: "A new code is created; an existing one gets these terms.",
    affiliate: "Belongs to (optional)",
    noAffiliate: "None",
    discountPercent: "Discount (%)",
    discountCents: "Discount (cents)",
    discountHint: "One or the other, not both.",
    commissionCents: "Commission per sale (cents)",
    maxUses: "Maximum uses",
    maxUsesHint: "Captured sales; blank for no limit.",
    startsAt: "Starts (UTC)",
    endsAt: "Ends (UTC)",
    windowHint: "Blank for no limit.",
    active: "Active",
    submit: "Save code",
    saving: "Saving…",
    clear: "New code",
    created: (code: string) => `${code} created`,
    saved: (code: string) => `${code} saved`,
  },
};

/** The Price & Sales tab: the price now, the sales scheduled, and the form that schedules one. */
export const ADMIN_PRICING = {
  now: {
    heading: "Price now",
    regular: (price: string) => `Regular price: ${price}`,
    onSale: (label: string, price: string, until: string) => `${label}: ${price} until ${until}`,
    noSale: "No sale is running.",
  },
  sales: {
    heading: "Sales",
    intro:
      "One sale at a time. The site's pages change price at a sale's start and end, without a deploy. Sales that ended more than 90 days ago are not listed.",
    empty: "No sales scheduled.",
    columns: ["Label", "Price", "Starts (UTC)", "Ends (UTC)", "State"],
    actions: "Actions",
    state: { scheduled: "Scheduled", running: "Running", ended: "Ended", cancelled: "Cancelled" },
    cancel: "Cancel sale",
    cancelLabel: (label: string) => `Cancel the sale ${label}`,
    cancelled: (label: string) => `${label} cancelled`,
  },
  form: {
    heading: "Schedule a sale",
    label: "Label",
    labelPlaceholder: "e.g. Summer sale",
    priceCents: "Sale price (cents)",
    priceHint: (regularCents: number) => `At least 100 and below the regular ${regularCents}.`,
    startsAt: "Starts (UTC)",
    endsAt: "Ends (UTC)",
    submit: "Schedule sale",
    saving: "Scheduling…",
    scheduled: (label: string) => `${label} scheduled`,
  },
};

/** The Payouts tab: the monthly runs, their review and confirmation (lib/payouts/). */
export const ADMIN_PAYOUTS = {
  intro:
    "On the 1st of each month the shop gathers every affiliate's approved balance (from the minimum payout up) into a run. Review it, then confirm it: PayPal pays each affiliate's payout address in one batch.",
  empty: "No payout runs yet.",
  proposeNow: "Propose this month's payout now",
  proposed: "Payout proposed",
  nothingDue: "No affiliate's approved balance reaches the minimum payout yet.",
  confirm: (period: string) => `Confirm payout for ${period}`,
  confirmed: "Payout confirmed: it is being sent to PayPal",
  alreadyConfirmed: "This payout was already confirmed",
  run: (period: string) => `Payout for ${period}`,
  total: "Total",
  batch: "PayPal batch",
  confirmedBy: "Confirmed by",
  columns: ["Affiliate", "Payout address", "Amount", "Status"],
  runStatus: { PROPOSED: "Proposed: review and confirm", CONFIRMED: "Confirmed: sending to PayPal", SENT: "Sent: PayPal is paying", COMPLETED: "Completed" },
  itemStatus: { PROPOSED: "Proposed", SENT: "Sent", PAID: "Paid", RETURNED: "Returned" },
};

/** The Affiliates tab: applications and their review. */
export const ADMIN_AFFILIATES = {
  heading: "Applications",
  empty: "No affiliate applications yet.",
  details: {
    website: "Website",
    socialMedia: "Social media",
    experience: "Experience",
    expectedTraffic: "Expected traffic",
    additionalInfo: "Additional information",
    codes: "Codes",
  },
  applied: (time: string) => `Applied ${time}`,
  approve: "Approve",
  approveLabel: (name: string) => `Approve ${name}`,
  firstCodeLabel: (name: string) => `First referral code for ${name} (blank: the one shown)`,
  approved: (name: string) => `${name} approved`,
  reject: "Reject",
  rejectLabel: (name: string) => `Reject ${name}`,
  rejected: (name: string) => `${name} rejected`,
  /** The codes affiliates asked for in their portal, waiting for an admin. */
  vanity: {
    heading: "Vanity code requests",
    intro: "Codes affiliates asked for in their portal, oldest first. Accepting creates the code for them with the default terms; refusing tells them why.",
    empty: "No vanity code requests waiting.",
    columns: ["Affiliate", "E-mail", "Requested code", "Codes now", "Asked at"],
    decision: "Decision",
    codeCount: (count: number, max: number) => `${count} of ${max}`,
    accept: "Accept",
    acceptLabel: (code: string, name: string) => `Accept ${code} for ${name}`,
    accepted: (code: string) => `${code} accepted`,
    refuse: {
      trigger: "Refuse",
      triggerLabel: (code: string, name: string) => `Refuse ${code} for ${name}`,
      title: (code: string) => `Refuse the code ${code}`,
      description: (name: string) => `${name} sees your reason in their portal and in an e-mail, and can ask for another code.`,
      field: "Reason (shown to the affiliate)",
      submit: "Refuse request",
      done: (code: string) => `${code} refused`,
    },
  },
  account: {
    label: "Affiliate account",
    ACTIVE: "Active",
    SUSPENDED: "Suspended",
    suspendedReason: (reason: string) => `Suspended: ${reason}`,
    suspend: {
      trigger: "Suspend",
      triggerLabel: (name: string) => `Suspend ${name}`,
      title: (name: string) => `Suspend ${name}`,
      description: "Their referral codes stop earning commissions. They can still sign in to their portal and see the reason you give here.",
      field: "Reason (shown to the affiliate)",
      submit: "Suspend affiliate",
      done: (name: string) => `${name} suspended`,
    },
    reactivate: "Reactivate",
    reactivateLabel: (name: string) => `Reactivate ${name}`,
    reactivated: (name: string) => `${name} reactivated`,
    cancel: "Cancel",
  },
};

/** The Activity Logs tab. */
export const ADMIN_LOGS = {
  action: "Action",
  allActions: "All actions",
  user: "User (UUID or actor)",
  filter: "Filter",
  columns: ["Time", "Action", "User", "By", "Result", "Address"],
  system: "System",
  success: "Success",
  failed: "Failed",
  older: "Older entries",
};

/** The Orders tab. */
export const ADMIN_ORDERS = {
  empty: "No orders yet.",
  columns: ["Created", "Status", "List price", "Sale", "Referral", "Discount", "Amount", "PayPal order / capture", "Buyer", "License"],
  /** What the order's creator code took off, as the receipt writes it. */
  discount: (amount: string) => `-${amount}`,
  none: "—",
  /** Why reconciliation closed an unpaid order, in the admin's words. */
  closedReasons: { VOIDED: "voided at PayPal", EXPIRED: "expired unpaid", NOT_FOUND: "unknown at PayPal", CANCELLED: "cancelled by the buyer" } as Record<
    string,
    string
  >,
  /** What an order still open is waiting for, or what its last capture attempt came to. */
  openStates: {
    awaiting: "awaiting approval at PayPal",
    approved: "approved, not captured",
    DECLINED: "card declined",
    CAPTURE_FAILED: "capture failed",
  } as Record<string, string>,
  hideUnapproved: "Hide attempts never approved at PayPal",
  showAll: "Show every attempt",
  licenseActive: "Active",
  licenseRevoked: "Revoked",
  /** A gift order's buyer cell, and its recipient. */
  gift: "Gift",
  giftRecipient: (email: string) => `for ${email}`,
  older: "Older orders",
};

const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

/** The Overview tab: sales, refunds, new licenses and the checkout funnel per UTC day. */
export const ADMIN_OVERVIEW = {
  heading: "Sales at a glance",
  intro:
    "Per UTC day, today included. Revenue is what paid orders were charged, counted on the day PayPal captured them; refunds and chargebacks count on the day the money went back, so net revenue is revenue less refunds. New licenses are the accounts first whitelisted that day, bought or added by an admin. Visitors are the people who opened /payment, each counted once a day without storing who they are; bots and prefetches are left out.",
  rangeNav: "Period",
  lastDays: (days: number) => `Last ${days} days`,
  period: (from: string, to: string) => `From ${from} to ${to} (UTC)`,
  totals: {
    revenue: "Revenue (gross)",
    refunds: "Refunds",
    net: "Net revenue",
    orders: "Paid orders",
    newLicenses: "New licenses",
    conversion: "Conversion",
  },
  refundCount: (count: number) => `${count} ${count === 1 ? "order" : "orders"}`,
  conversion: (rate: number | null) => (rate === null ? "No visits yet" : percent.format(rate)),
  conversionHint: "Paid orders per visitor of /payment",
  funnel: {
    heading: "Checkout funnel",
    steps: { visits: "Visitors of /payment", createdOrders: "Orders created", paidOrders: "Orders paid" },
    ofPrevious: (rate: number | null) => (rate === null ? "—" : `${percent.format(rate)} of the step before`),
  },
  charts: {
    money: { title: "Revenue and refunds per day", series: { revenue: "Revenue", refunds: "Refunds" } },
    counts: { title: "Paid orders, refunds and new licenses per day", series: { paidOrders: "Paid orders", refunds: "Refunds", newLicenses: "New licenses" } },
    funnel: { title: "Checkout funnel per day", series: { visits: "Visitors", createdOrders: "Orders created", paidOrders: "Orders paid" } },
  },
  chartLabel: (title: string, from: string, to: string) => `Chart: ${title} from ${from} to ${to}; the same numbers are in the table below.`,
  chartLoading: "Loading the chart...",
  table: {
    summary: "Show as table",
    caption: (from: string, to: string) => `Figures per UTC day from ${from} to ${to}`,
    region: "Figures per day",
    columns: ["Day", "Revenue", "Paid orders", "Refunded", "Refunds", "New licenses", "Visitors", "Orders created"],
  },
  /** Revenue and sales per creator code and per sale (lib/admin/overview-breakdown.ts). */
  byCode: {
    heading: "Per creator code",
    intro: (max: number) =>
      `Orders paid in the period with a referral or creator code, the ${max} with the most revenue. Revenue is gross, as above; the refunded column shows how many of these sales were refunded or charged back since, and for how much.`,
    empty: "No order paid in the period came with a code.",
    columns: ["Code", "Paid orders", "Revenue", "Discount given", "Refunded"],
  },
  bySale: {
    heading: "Per sale",
    intro: (max: number) =>
      `The last ${max} sales that ran during the period, each with every order it priced, paid whenever. Revenue is gross; the refunded column shows how many were refunded or charged back since.`,
    empty: "No sale ran in the period.",
    columns: ["Sale", "Price", "Window (UTC)", "Paid orders", "Revenue", "Refunded"],
    window: (from: string, to: string) => `${from} to ${to}`,
    cancelled: "cancelled",
  },
  refunded: (count: number, amount: string) => (count === 0 ? "—" : `${count} (${amount})`),
};

/** The CSV downloads for the accountant (Orders and Overview tabs). */
export const ADMIN_EXPORT = {
  legend: "Download for the accountant (CSV)",
  hint: "UTC days, both included; leave blank for all. Orders by the day they were created, licenses by the day they were added. No e-mail or IP addresses are included.",
  from: "From",
  to: "To",
  orders: "Download orders (CSV)",
  licenses: "Download licenses (CSV)",
};

/** The Buyer Data tab (the data rights /privacy promises). */
export const ADMIN_BUYERS = {
  intro: "Export or erase what the shop stores about one buyer, found by the e-mail they bought with.",
  email: "Buyer email",
  export: "Export as JSON",
  exported: "Buyer data exported",
  erase: "Erase personal data",
  eraseConfirm: (email: string) =>
    `Erase the personal data of ${email}? Orders and whitelist entries stay, so their licenses keep working (revoke a license separately if they asked for that too); e-mail and addresses are removed for good.`,
  erased: "Personal data erased",
};

/** The Mail tab: the e-mail outbox (never the messages' text, which holds download links). */
export const ADMIN_MAIL = {
  intro: "Every e-mail the shop queued, newest first. Failed messages are retried with backoff, then marked failed.",
  empty: "No e-mail queued yet.",
  columns: ["Queued", "To", "Subject", "Status", "Attempts", "Last error", "Sent", { label: "Actions", hidden: true }] as const,
  sendAgain: "Send again",
  sendAgainLabel: (subject: string, to: string) => `Send again: ${subject} to ${to}`,
  queued: "Queued to be sent again",
  older: "Older messages",
};

/** The Webhooks tab: the PayPal events received (never their payload). */
export const ADMIN_WEBHOOKS = {
  intro: "PayPal's events as they arrived, newest first, with how their processing ended. PayPal sends a failed one again by itself for up to three days.",
  empty: "No PayPal events received yet.",
  columns: ["Received", "Event type", "Event id", "Processed", "Outcome", "Attempts", "Last error", { label: "Actions", hidden: true }] as const,
  /** What each stored outcome means, in the operator's words. */
  outcomes: {
    processed: "processed",
    ignored: "ignored (not for this shop)",
    pending: "kept until its capture is recorded",
    already_refunded: "acknowledged (order already refunded)",
    malformed: "malformed (audited)",
    failed: "failed",
  } as Record<string, string>,
  unknownOutcome: "—",
  processAgain: "Process again",
  processAgainLabel: (eventId: string) => `Process again: ${eventId}`,
  processed: (outcome: string) => `Processed again: ${outcome}`,
  failedAgain: "Processing failed again; see the last error.",
  older: "Older events",
};

/** The Releases tab: upload a jar, and every release with its scan state. */
export const ADMIN_RELEASES = {
  intro:
    "Upload a new build of the mod. The newest stable release is the one the next buyer downloads; a beta is offered only to mods that ask for betas. /releases lists both.",
  uploadHeading: "Upload a release",
  file: "Jar file",
  fileHint: (maxMb: number) => `A .jar (zip with a manifest or classes), at most ${maxMb} MB.`,
  fileMissing: "Choose a .jar file",
  fileTooLarge: (maxMb: number) => `The jar must be at most ${maxMb} MB.`,
  version: "Version",
  versionHint: "Like 1.2.3 (a suffix such as 1.2.3-beta.1 is allowed).",
  channel: "Channel",
  channelHint: "Stable: every buyer gets it. Beta: only mods set to the beta channel are told about it.",
  channels: { stable: "Stable", beta: "Beta" },
  notes: "Release notes",
  notesHint: (max: number) => `Shown on /releases and in the mod's update notice; at most ${max} characters.`,
  upload: "Upload release",
  uploading: "Uploading…",
  uploaded: (version: string) => `Release ${version} published`,
  listHeading: "Releases",
  empty: "No release registered yet.",
  columns: ["Version", "Channel", "Published", "Size", "SHA-256", "VirusTotal scan", "Notes", "Actions"] as const,
  current: "current",
  pulled: (reason: string) => `Pulled: ${reason}`,
  pull: {
    trigger: "Pull",
    triggerLabel: (version: string) => `Pull release ${version}`,
    title: (version: string) => `Pull release ${version}`,
    description:
      "No mod is offered it as an update and no buyer downloads it from now on. It stays on /releases with its hash and your reason, and you can put it back.",
    field: "Reason (shown on /releases)",
    submit: "Pull release",
    done: (version: string) => `Release ${version} pulled`,
    cancel: "Cancel",
  },
  putBack: "Put back",
  putBackLabel: (version: string) => `Put release ${version} back`,
  putBackDone: (version: string) => `Release ${version} is offered again`,
  scan: {
    notScanned: "not scanned yet",
    notFound: (checked: string) => `not on VirusTotal (checked ${checked})`,
    result: (malicious: number, total: number) => `${malicious}/${total} engines flagged it`,
  },
};
