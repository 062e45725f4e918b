import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes as base64url: what session cookies and reset links carry. */
export const newToken = () => randomBytes(32).toString("base64url");

/** What is stored instead of a token, so a database leak opens no session and no reset link. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The shape newToken makes; anything else is refused before the database is asked. */
export const looksLikeToken = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);
