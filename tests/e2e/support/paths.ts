import path from "node:path";

/** Where the e2e server's output goes, so tests can check what it logged. */
export const SERVER_LOG = path.resolve(".e2e/server.log");
/** What global setup put in the database, for the tests to compare against. */
export const FIXTURE_FILE = path.resolve(".e2e/fixture.json");
/** Mail the e2e server sent, one file per message (tests/e2e/support/mail-capture.ts). */
export const MAIL_DIR = path.resolve(".e2e/mail");
/** The jars the e2e server serves. */
export const RELEASES_DIR = path.resolve(".e2e/releases");
/** The signed-in admin's cookies, saved by global setup (Playwright storageState). */
export const ADMIN_STATE = path.resolve(".e2e/admin-state.json");
