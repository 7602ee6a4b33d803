import { createHash, randomBytes } from 'node:crypto'

/** An unguessable bearer or link token: 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url')

/**
 * What the database keeps of a token. A plain SHA-256 suffices (no key, no salt): the
 * token has 256 bits of entropy, so the hash cannot be reversed by guessing.
 */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')
