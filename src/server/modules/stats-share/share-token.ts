import { createHash, randomBytes } from 'node:crypto';

/** A new share token: 256 random bits, base64url (43 characters). */
export const newShareToken = () => randomBytes(32).toString('base64url');

/** The stored form of a token: its hex SHA-256 (256 random bits need no salt or slow hash). */
export const hashShareToken = (token: string) => createHash('sha256').update(token).digest('hex');
