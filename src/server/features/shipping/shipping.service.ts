import {
  FREE_SHIPPING_COUNTRIES,
  FREE_SHIPPING_FROM_CENTS,
  SHIPPING_PER_ITEM_CENTS,
  type CentsLine,
} from '#shared/cart/cart.rules';
import type { AuditKind } from '#shared/audit/audit.schemas';
import { centsToDollars, dollarsToCents } from '#shared/common/money';
import { isUuid } from '#shared/common/text';
import { SHIPPING_MESSAGES } from '#shared/shipping/shipping.messages';
import { feeFor, sameCountry } from '#shared/shipping/shipping.rules';
import type {
  ShippingOptionBody,
  ShippingOptionDto,
  ShippingQuoteDto,
  ShippingZoneBody,
  ShippingZoneDto,
} from '#shared/shipping/shipping.schemas';

import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../kernel/app-error';
import { requireRole, type Actor } from '../../kernel/actor';
import { rowChange, type AuditRecorder } from '../audit/audit.service';
import { BUILT_IN_STANDARD, DEMO_SHIPPING_ZONES } from './shipping.defaults';
import { presentOption, presentZone } from './shipping.presenter';
import * as repo from './shipping.repository';
import type { ShippingOptionRow, ShippingZoneRow } from './shipping.table';

/** The option a checkout delivers by, as the session and the order record it. */
export interface ChosenShipping {
  optionId: string;
  name: string;
  estimate: string;
  shippingCents: number;
}

/** An option offered for a country, with what it costs for the bag. */
interface Offer {
  id: string;
  name: string;
  estimate: string;
  minDays: number;
  maxDays: number;
  feeCents: (subtotalCents: number, quantity: number) => number;
}

function offerOf(row: ShippingOptionRow): Offer {
  const rate = {
    flatCents: row.flatCents,
    perItemCents: row.perItemCents,
    freeFromCents: row.freeFromCents,
  };
  return {
    id: row.id,
    name: row.name,
    estimate: row.estimate,
    minDays: row.minDays,
    maxDays: row.maxDays,
    feeCents: (subtotalCents, quantity) => feeFor(rate, subtotalCents, quantity),
  };
}

/** With no zone set up at all, the spec's rule, by the country as it always decided it. */
function builtInOffer(country: string): Offer {
  const free = (FREE_SHIPPING_COUNTRIES as readonly string[]).some((c) => sameCountry(c, country));
  const rate = {
    flatCents: 0,
    perItemCents: free ? 0 : SHIPPING_PER_ITEM_CENTS,
    freeFromCents: FREE_SHIPPING_FROM_CENTS,
  };
  return {
    ...BUILT_IN_STANDARD,
    feeCents: (subtotalCents, quantity) => feeFor(rate, subtotalCents, quantity),
  };
}

function optionValues(body: ShippingOptionBody) {
  return {
    name: body.name,
    estimate: body.estimate,
    minDays: body.minDays,
    maxDays: body.maxDays,
    flatCents: dollarsToCents(body.flatFee),
    perItemCents: dollarsToCents(body.perItemFee),
    freeFromCents: body.freeFrom === null ? null : dollarsToCents(body.freeFrom),
    position: body.position,
    active: body.active,
  };
}

/**
 * Shipping zones and their options: kept by admins, offered to shoppers by the delivery country,
 * and priced on the server for a checkout.
 */
const ZONE_FIELDS = ['name', 'countries'] as const;
const OPTION_FIELDS = [
  'zoneId',
  'name',
  'estimate',
  'minDays',
  'maxDays',
  'flatCents',
  'perItemCents',
  'freeFromCents',
  'position',
  'active',
] as const;

export function createShippingService({
  db,
  audit,
}: {
  db: Db;
  /** Who did what (decision 0045): each admin write records its entry in its transaction. */
  audit: AuditRecorder;
}) {
  /** An admin's change of a zone or an option in the audit log. */
  async function record<Row extends { id: string; name: string }>(
    tx: Tx,
    actor: Actor,
    kind: AuditKind,
    rows: { before: Row | null; after: Row | null },
    fields: ReadonlyArray<keyof Row & string>,
  ) {
    const subject = rows.after ?? rows.before;
    if (!subject) return;
    await audit.record(tx, {
      actor,
      kind,
      subject: { id: subject.id, label: subject.name },
      ...rowChange(rows.before, rows.after, fields),
    });
  }

  const zoneNotFound = () => AppError.notFound(SHIPPING_MESSAGES.zoneNotFound);
  const optionNotFound = () => AppError.notFound(SHIPPING_MESSAGES.optionNotFound);

  /** A country in one zone only; one rest-of-the-world zone at most. */
  async function checkZone(tx: DbOrTx, body: ShippingZoneBody, exceptId?: string) {
    const others = (await repo.listZones(tx)).filter((zone) => zone.id !== exceptId);
    if (body.countries.length === 0) {
      const rest = others.find((zone) => zone.countries.length === 0);
      if (rest) throw AppError.validation(SHIPPING_MESSAGES.oneRestOfWorld(rest.name), 'countries');
    }
    for (const [index, country] of body.countries.entries()) {
      const taken = others.find((zone) => zone.countries.some((c) => sameCountry(c, country)));
      if (taken) {
        throw AppError.validation(
          SHIPPING_MESSAGES.countryInOtherZone(country, taken.name),
          `countries.${index}`,
        );
      }
    }
  }

  async function zoneDto(tx: DbOrTx, zone: ShippingZoneRow): Promise<ShippingZoneDto> {
    return presentZone(zone, await repo.listOptionsOfZone(tx, zone.id));
  }

  /** What delivers to a country, default first; a country no zone serves: 400. */
  async function offersFor(tx: DbOrTx, country: string): Promise<Offer[]> {
    const zones = await repo.listZones(tx);
    if (zones.length === 0) return [builtInOffer(country)];
    const zone =
      zones.find((z) => z.countries.some((c) => sameCountry(c, country))) ??
      zones.find((z) => z.countries.length === 0);
    const options = zone
      ? (await repo.listOptionsOfZone(tx, zone.id)).filter((option) => option.active)
      : [];
    if (options.length === 0) throw AppError.rule(SHIPPING_MESSAGES.noDelivery(country));
    return options.map(offerOf);
  }

  return {
    /** Every zone with all its options (active or not), for the admin. */
    async listZones(actor: Actor | null): Promise<ShippingZoneDto[]> {
      requireRole(actor, 'ROLE ADMIN');
      const [zones, options] = await Promise.all([repo.listZones(db), repo.listOptions(db)]);
      return zones.map((zone) => presentZone(zone, options));
    },

    async addZone(actor: Actor | null, body: ShippingZoneBody): Promise<ShippingZoneDto> {
      const admin = requireRole(actor, 'ROLE ADMIN');
      return db.transaction(async (tx) => {
        await repo.lockZones(tx);
        await checkZone(tx, body);
        const zone = await repo.insertZone(tx, body);
        await record(tx, admin, 'shipping.zone.add', { before: null, after: zone }, ZONE_FIELDS);
        return zoneDto(tx, zone);
      });
    },

    async updateZone(
      actor: Actor | null,
      id: string,
      body: ShippingZoneBody,
    ): Promise<ShippingZoneDto> {
      const admin = requireRole(actor, 'ROLE ADMIN');
      if (!isUuid(id)) throw zoneNotFound();
      return db.transaction(async (tx) => {
        await repo.lockZones(tx);
        const before = await repo.findZone(tx, id);
        if (!before) throw zoneNotFound();
        await checkZone(tx, body, id);
        const zone = await repo.updateZone(tx, id, body);
        if (!zone) throw zoneNotFound();
        await record(tx, admin, 'shipping.zone.update', { before, after: zone }, ZONE_FIELDS);
        return zoneDto(tx, zone);
      });
    },

    /** A zone goes with its options; orders keep the option's name, fee and estimate. */
    async removeZone(actor: Actor | null, id: string): Promise<void> {
      const admin = requireRole(actor, 'ROLE ADMIN');
      if (!isUuid(id)) throw zoneNotFound();
      await db.transaction(async (tx) => {
        const before = await repo.findZone(tx, id);
        if (!before || !(await repo.deleteZone(tx, id))) throw zoneNotFound();
        await record(tx, admin, 'shipping.zone.delete', { before, after: null }, ZONE_FIELDS);
      });
    },

    async addOption(
      actor: Actor | null,
      zoneId: string,
      body: ShippingOptionBody,
    ): Promise<ShippingOptionDto> {
      const admin = requireRole(actor, 'ROLE ADMIN');
      if (!isUuid(zoneId)) throw zoneNotFound();
      return db.transaction(async (tx) => {
        if (!(await repo.findZone(tx, zoneId))) throw zoneNotFound();
        const option = await repo.insertOption(tx, { zoneId, ...optionValues(body) });
        await record(
          tx,
          admin,
          'shipping.option.add',
          { before: null, after: option },
          OPTION_FIELDS,
        );
        return presentOption(option);
      });
    },

    async updateOption(
      actor: Actor | null,
      id: string,
      body: ShippingOptionBody,
    ): Promise<ShippingOptionDto> {
      const admin = requireRole(actor, 'ROLE ADMIN');
      if (!isUuid(id)) throw optionNotFound();
      return db.transaction(async (tx) => {
        const before = await repo.findOption(tx, id);
        const row = before ? await repo.updateOption(tx, id, optionValues(body)) : null;
        if (!row) throw optionNotFound();
        await record(tx, admin, 'shipping.option.update', { before, after: row }, OPTION_FIELDS);
        return presentOption(row);
      });
    },

    async removeOption(actor: Actor | null, id: string): Promise<void> {
      const admin = requireRole(actor, 'ROLE ADMIN');
      if (!isUuid(id)) throw optionNotFound();
      await db.transaction(async (tx) => {
        const before = await repo.findOption(tx, id);
        if (!before || !(await repo.deleteOption(tx, id))) throw optionNotFound();
        await record(tx, admin, 'shipping.option.delete', { before, after: null }, OPTION_FIELDS);
      });
    },

    /** The options for a country, each priced for a bag of this subtotal and item count. */
    async quote(
      country: string,
      subtotalCents: number,
      quantity: number,
    ): Promise<ShippingQuoteDto[]> {
      const offers = await offersFor(db, country);
      return offers.map((offer) => ({
        _id: offer.id,
        name: offer.name,
        estimate: offer.estimate,
        minDays: offer.minDays,
        maxDays: offer.maxDays,
        price: centsToDollars(offer.feeCents(subtotalCents, quantity)),
      }));
    },

    /**
     * The option a checkout delivers by, priced here for its lines: the one asked for, which
     * must be offered for the country (400 otherwise), or the zone's first.
     */
    async choose(
      tx: DbOrTx,
      country: string,
      lines: readonly CentsLine[],
      optionId: string | undefined,
    ): Promise<ChosenShipping> {
      const offers = await offersFor(tx, country);
      const offer = optionId ? offers.find((candidate) => candidate.id === optionId) : offers[0];
      if (!offer) {
        throw AppError.validation(SHIPPING_MESSAGES.optionNotOffered(country), 'shippingOptionId');
      }
      const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
      const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
      return {
        optionId: offer.id,
        name: offer.name,
        estimate: offer.estimate,
        shippingCents: lines.length === 0 ? 0 : offer.feeCents(subtotalCents, quantity),
      };
    },

    /** The demo store's zones, once: nothing is added when any zone exists. */
    async seedDemoZones(): Promise<number> {
      return db.transaction(async (tx) => {
        await repo.lockZones(tx);
        if ((await repo.countZones(tx)) > 0) return 0;
        for (const demo of DEMO_SHIPPING_ZONES) {
          const zone = await repo.insertZone(tx, { name: demo.name, countries: demo.countries });
          for (const option of demo.options)
            await repo.insertOption(tx, { ...option, zoneId: zone.id });
        }
        return DEMO_SHIPPING_ZONES.length;
      });
    },
  };
}
export type ShippingService = ReturnType<typeof createShippingService>;
