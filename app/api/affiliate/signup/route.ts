import { affiliateSignupSchema } from "@/lib/affiliates/schemas";
import { submitApplication } from "@/lib/affiliates/submit-application";
import { jsonPost } from "@/lib/api/json-post";
import { RATE_LIMITS } from "@/lib/api/rate-limits";

export const dynamic = "force-dynamic";

// POST /api/affiliate/signup – store a "Become an Affiliate" application and notify support; answers 201 { success, message }.
// Each post stores a row and queues a mail: 5 a minute per client stops floods, not people.
export const POST = jsonPost({ rateLimit: RATE_LIMITS.affiliateSignup, schema: affiliateSignupSchema, status: 201, run: submitApplication });
