import { hash, verify } from '@node-rs/argon2'

// Algorithm.Argon2id; the package exports it as an ambient const enum, which
// isolated-module builds cannot inline.
const ARGON2ID = 2

/** argon2id with the library's recommended cost (19 MiB, 2 passes). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID })
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}
