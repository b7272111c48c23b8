/** What the mod is told when a proof of account ownership fails (POST /api/license/proof, 403); mod authors may show it to players. */
export const PROOF_REFUSALS = {
  unknown_challenge: "That server id is unknown or has expired. Ask for a new challenge.",
  reused: "That server id has already been used. Ask for a new challenge.",
  expired: "That server id has expired. Ask for a new challenge.",
  not_joined: "Mojang's session server has no join of that server id by that username.",
  wrong_account: "The account that joined is not the one the challenge was for.",
} as const;

export type ProofRefusal = keyof typeof PROOF_REFUSALS;
