import { EnvError } from "@/lib/env-parse";

/** For command-line entry points: reads the configuration, or prints what is wrong with it (every bad variable) and exits. */
export function configOrExit<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
