import type {
  AddressAddBody,
  AddressDto,
  AddressUpdateBody,
} from '#shared/address/address.schemas';
import { isUuid } from '#shared/common/text';
import { ADDRESS_MESSAGES } from '#shared/address/address.messages';

import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../kernel/app-error';
import type { Actor } from '../../kernel/actor';
import { presentAddress } from './address.presenter';
import * as repo from './address.repository';
import type { AddressRow } from './address.table';

/** The user's first saved address (the one shipping is decided by), in the caller's transaction. */
export async function firstAddressOf(db: DbOrTx, userId: string): Promise<AddressRow | null> {
  return (await repo.listAddresses(db, userId))[0] ?? null;
}

/** Addresses belong to one user: every id is looked up together with its owner. */
export function createAddressService({ db }: { db: Db }) {
  function notFound(id: string): AppError {
    return AppError.notFound(ADDRESS_MESSAGES.notFound(id));
  }

  return {
    async list(actor: Actor): Promise<AddressDto[]> {
      return (await repo.listAddresses(db, actor.id)).map(presentAddress);
    },

    async get(actor: Actor, id: string): Promise<AddressDto> {
      const row = isUuid(id) ? await repo.findOwnedAddress(db, actor.id, id) : null;
      if (!row) throw notFound(id);
      return presentAddress(row);
    },

    /** At most one default address: setting one clears the others in the same transaction. */
    async add(actor: Actor, body: AddressAddBody): Promise<AddressDto> {
      const row = await db.transaction(async (tx) => {
        await repo.lockOwner(tx, actor.id);
        if (body.isDefault) await repo.clearDefault(tx, actor.id);
        return repo.insertAddress(tx, actor.id, body);
      });
      return presentAddress(row);
    },

    async update(actor: Actor, id: string, body: AddressUpdateBody): Promise<AddressDto> {
      if (!isUuid(id)) throw notFound(id);
      const row = await db.transaction(async (tx) => {
        await repo.lockOwner(tx, actor.id);
        if (body.isDefault) await repo.clearDefault(tx, actor.id, id);
        const updated = await repo.updateOwnedAddress(tx, actor.id, id, body);
        // Throwing inside the transaction also undoes the cleared default.
        if (!updated) throw notFound(id);
        return updated;
      });
      return presentAddress(row);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const deleted = isUuid(id) ? await repo.deleteOwnedAddress(db, actor.id, id) : false;
      if (!deleted) throw notFound(id);
    },
  };
}
export type AddressService = ReturnType<typeof createAddressService>;
