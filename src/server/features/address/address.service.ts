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

/** An address as a checkout delivers to it, without the book's own fields. */
export interface DeliveryAddress {
  address: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
}

/** Where a checkout delivers: a saved address by id, one typed at the checkout, or neither. */
export interface DeliveryChoice {
  addressId?: string;
  address?: DeliveryAddress;
  /** A typed address is added to the book (once) unless this is false. */
  saveAddress?: boolean;
}

function deliveryOf(row: DeliveryAddress): DeliveryAddress {
  return {
    address: row.address,
    city: row.city,
    state: row.state,
    country: row.country,
    zipCode: row.zipCode,
  };
}

function sameAddress(a: DeliveryAddress, b: DeliveryAddress): boolean {
  return (
    a.address === b.address &&
    a.city === b.city &&
    a.state === b.state &&
    a.country === b.country &&
    a.zipCode === b.zipCode
  );
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

    /**
     * Where a checkout delivers, in the caller's transaction: the saved address named (another
     * member's or an unknown id: 404), or the typed one (added to the book unless saveAddress is
     * false; an identical saved address is reused, so a retried checkout adds it once), or else
     * the default saved address, or the first. Null when the member has none.
     */
    async deliveryAddress(
      tx: DbOrTx,
      actor: Actor,
      choice: DeliveryChoice,
    ): Promise<DeliveryAddress | null> {
      if (choice.addressId !== undefined) {
        const id = choice.addressId;
        const row = isUuid(id) ? await repo.findOwnedAddress(tx, actor.id, id) : null;
        if (!row) throw notFound(id);
        return deliveryOf(row);
      }
      if (choice.address) {
        const typed = deliveryOf(choice.address);
        if (choice.saveAddress === false) return typed;
        await repo.lockOwner(tx, actor.id);
        const saved = await repo.listAddresses(tx, actor.id);
        if (!saved.some((row) => sameAddress(row, typed))) {
          // The member's first address becomes the default.
          await repo.insertAddress(tx, actor.id, { ...typed, isDefault: saved.length === 0 });
        }
        return typed;
      }
      const saved = await repo.listAddresses(tx, actor.id);
      const chosen = saved.find((row) => row.isDefault) ?? saved[0];
      return chosen ? deliveryOf(chosen) : null;
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const deleted = isUuid(id) ? await repo.deleteOwnedAddress(db, actor.id, id) : false;
      if (!deleted) throw notFound(id);
    },
  };
}
export type AddressService = ReturnType<typeof createAddressService>;
