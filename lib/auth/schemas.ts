import { z } from "@/lib/validation/zod";

/** The body of POST /api/admin/login, and the sign-in form's rules (no server imports: safe in the browser). */
export const adminCredentialsSchema = z.object({
  username: z.string().trim().min(1, "Username is required").max(64),
  password: z.string().min(1, "Password is required").max(200),
});
