import "server-only";

import { randomBytes } from "node:crypto";

import { authSecret } from "@/lib/auth/auth-secret";
import { sealValue, unsealValue } from "@/lib/crypto/sealed-value";

const contextOf = (endpointId: string) => ({ purpose: "webhook_endpoints.secret v1", boundTo: endpointId });

/** A new signing secret in Standard Webhooks' form: whsec_ and 24 random bytes in base64 (192 bits). */
export const newEndpointSecret = () => `whsec_${randomBytes(24).toString("base64")}`;

/** The secret as the endpoint's row keeps it: sealed, bound to the endpoint, so a database copy alone signs nothing. */
export const sealEndpointSecret = (secret: string, endpointId: string) => sealValue(secret, contextOf(endpointId), authSecret());

export const openEndpointSecret = (sealed: string, endpointId: string) => unsealValue(sealed, contextOf(endpointId), authSecret());
