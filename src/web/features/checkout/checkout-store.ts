import { createStore, useStore } from '../../lib/create-store';

/** Whether the checkout modal is open; opened from the cart drawer. */
export const checkoutModalStore = createStore(false);

export const checkoutModal = {
  open: () => checkoutModalStore.set(true),
  close: () => checkoutModalStore.set(false),
};

export function useIsCheckoutOpen(): boolean {
  return useStore(checkoutModalStore);
}
