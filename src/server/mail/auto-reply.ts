import { createHash } from 'node:crypto';

import type { DbOrTx } from '../db/client';
import { countInWindow } from './auto-reply.repository';

/** Automatic replies (contact acknowledgement, welcome) one address may receive per hour. */
export const AUTO_REPLIES_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Counts an automatic reply to `email` and answers whether it may go. Such a reply is sent, at a
 * stranger's request, to an address nobody proved: it carries none of the sender's words
 * (each feature's *.mail.ts), and an address gets only a few an hour however many senders, IPs or servers
 * ask. The count lives in the database, keyed by a digest so no address is stored there.
 */
export async function mayAutoReply(db: DbOrTx, email: string): Promise<boolean> {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  const count = await countInWindow(db, `auto-reply:${digest.slice(0, 32)}`, HOUR_MS);
  return count <= AUTO_REPLIES_PER_HOUR;
}
