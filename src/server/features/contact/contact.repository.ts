import type { DbOrTx } from '../../db/client';
import { contacts } from './contact.table';

export async function insertContact(
  db: DbOrTx,
  values: { name: string; email: string; message: string },
): Promise<void> {
  await db.insert(contacts).values(values);
}
