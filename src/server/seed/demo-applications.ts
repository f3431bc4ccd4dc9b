import type { Db } from '../db/client';
import { addDemoApplication } from '../features/merchant/merchant.service';

/** Two tailors waiting for approval, so the admin's Merchants screen has work to show. */
const DEMO_APPLICATIONS = [
  {
    name: 'Chidi Nwosu',
    email: 'chidi.nwosu@example.test',
    phoneNumber: '(415) 555-0172',
    brandName: 'Nwosu Heritage',
    business: 'Hand-woven aso-oke agbada and fila, made to order in Enugu for weddings.',
  },
  {
    name: 'Kofi Asante',
    email: 'kofi.asante@example.test',
    phoneNumber: '415.555.0188',
    brandName: 'Asante Kente Studio',
    business: 'Kente stoles and smocks, woven by our family workshop in Bonwire.',
  },
];

/** Adds the demo applications that are missing; answers how many it added. */
export async function seedDemoApplications(db: Db): Promise<number> {
  let added = 0;
  for (const application of DEMO_APPLICATIONS) {
    if (await addDemoApplication(db, application)) added += 1;
  }
  return added;
}
