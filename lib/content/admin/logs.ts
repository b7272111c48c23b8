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
