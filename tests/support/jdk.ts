import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/** `javac` and `java` of the JDK the Java client's test uses: JAVA_HOME's, else the ones on PATH. */
export function jdkTools(): { javac: string; java: string } {
  const home = process.env.JAVA_HOME;
  const candidates = home ? [path.join(home, "bin")] : [];
  for (const bin of [...candidates, ""]) {
    const javac = bin ? path.join(bin, "javac") : "javac";
    const java = bin ? path.join(bin, "java") : "java";
    if (bin && !existsSync(javac)) continue;
    if (spawnSync(javac, ["-version"], { stdio: "ignore" }).status === 0) return { javac, java };
  }
  throw new Error(
    "No JDK found for the Java client's test (clients/java). Install Debian's package " +
      "(sudo apt-get install default-jdk-headless) or set JAVA_HOME to a JDK of version 9 or later (javac --release 8).",
  );
}
