import "server-only";

import NextAuth from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { z } from "zod";

import { sessionConfig } from "@/lib/auth/session-config";
import { prisma } from "@/lib/db";
import { verifyAgainstNothing, verifyPassword } from "@/lib/auth/password";

export const adminCredentialsSchema = z.object({
  username: z.string().trim().min(1, "Username is required").max(64),
  password: z.string().min(1, "Password is required").max(200),
});

/**
 * next-auth with one credentials provider against admin_users. `authorize`
 * only checks the password; lockout and auditing happen before it, in
 * POST /api/admin/login (lib/auth/admin-login.ts), the one way in.
 */
export const { handlers, auth, signIn, signOut } = NextAuth(() => ({
  ...sessionConfig(),
  providers: [
    Credentials({
      credentials: { username: {}, password: {} },
      async authorize(credentials) {
        const parsed = adminCredentialsSchema.safeParse(credentials);
        if (!parsed.success) return null;
        const admin = await prisma.adminUser.findUnique({ where: { username: parsed.data.username.toLowerCase() }, select: { id: true, username: true, passwordHash: true } });
        if (!admin) return verifyAgainstNothing(parsed.data.password).then(() => null);
        return (await verifyPassword(admin.passwordHash, parsed.data.password)) ? { id: admin.id, name: admin.username } : null;
      },
    }),
  ],
}));
