import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { jarProblem } from "@/lib/releases/check-jar";

import { makeJar, zip } from "../../support/jar";

describe("jarProblem", () => {
  it("accepts the placeholder jar (built by the jar tool) and a zip with a manifest or a class", () => {
    expect(jarProblem(readFileSync(path.resolve("lib/seed/assets/placeholder-mod.jar")))).toBeNull();
    expect(jarProblem(makeJar())).toBeNull();
    expect(jarProblem(zip({ "a/B.class": Buffer.from([0xca, 0xfe, 0xba, 0xbe]) }))).toBeNull();
    expect(jarProblem(zip({ "META-INF/MANIFEST.MF": Buffer.from("Manifest-Version: 1.0\r\n") }))).toBeNull();
  });

  it("accepts a zip whose end record carries a comment", () => {
    const jar = makeJar();
    const comment = Buffer.from("built by tests");
    const withComment = Buffer.concat([jar, comment]);
    withComment.writeUInt16LE(comment.length, jar.length - 2);
    expect(jarProblem(withComment)).toBeNull();
  });

  it("refuses text, a zip header followed by noise, a truncated jar, an empty zip and a zip of something else", () => {
    expect(jarProblem(Buffer.from("not a jar at all, just some text in a file"))).toMatch(/not a jar/);
    expect(jarProblem(Buffer.concat([Buffer.from("PK\u0003\u0004", "latin1"), Buffer.alloc(4096, 7)]))).toMatch(/directory is missing or damaged/);
    const jar = makeJar();
    expect(jarProblem(jar.subarray(0, jar.length - 10))).toMatch(/directory is missing or damaged/);
    expect(jarProblem(jar.subarray(0, Math.floor(jar.length / 2)))).not.toBeNull();
    expect(jarProblem(Buffer.concat([Buffer.from("PK\u0003\u0004", "latin1"), zip({})]))).not.toBeNull();
    expect(jarProblem(zip({ "photo.png": Buffer.alloc(64, 1) }))).toMatch(/no META-INF\/MANIFEST.MF/);
  });

  it("refuses a directory whose entries point at no local header", () => {
    const jar = makeJar();
    const directoryOffset = jar.readUInt32LE(jar.length - 6);
    const damaged = Buffer.from(jar);
    damaged.writeUInt32LE(7, directoryOffset + 42);
    expect(jarProblem(damaged)).toMatch(/entries are damaged/);
  });
});
