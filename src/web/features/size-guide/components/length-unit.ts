import type { LengthUnit } from '#shared/size-guide/size-guide.constants';

import { createStore, useStore } from '../../../lib/create-store';
import { storage } from '../../../lib/storage';

const UNIT_KEY = 'sizeGuideUnit';

function remembered(): LengthUnit {
  return storage.get(UNIT_KEY) === 'in' ? 'in' : 'cm';
}

/**
 * The unit the shopper reads size guides in, remembered in this browser. The server draws
 * centimetres; a shopper who chose inches sees them just after hydration.
 */
const unitStore = createStore<LengthUnit>(
  typeof window === 'undefined' ? 'cm' : remembered(),
  'cm',
);

export function useLengthUnit(): [LengthUnit, (unit: LengthUnit) => void] {
  const unit = useStore(unitStore);
  return [
    unit,
    (next) => {
      storage.set(UNIT_KEY, next);
      unitStore.set(next);
    },
  ];
}
