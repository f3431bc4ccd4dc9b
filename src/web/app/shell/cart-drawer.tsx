import { useNavigate } from 'react-router';

import { MSG } from '#shared/common/messages';
import { MORE_PATHS } from '#shared/site/site-paths';

import { Button, ButtonLink } from '../../components/ui/button';
import { CloseButton, Dialog } from '../../components/ui/dialog';
import { useCart } from '../../features/cart/api/cart-store';
import { CartLine } from '../../features/cart/components/cart-line';
import { CartSummary } from '../../features/cart/components/cart-summary';
import { DiscountField } from '../../features/cart/components/discount-field';
import { checkoutModal } from '../../features/checkout/checkout-store';
import { isGuestCheckoutOn } from '../../features/checkout/lib/guest-checkout';
import { useIsSignedIn } from '../../lib/session';
import { toast } from '../../lib/toast';
import { panels, useOpenPanel } from '../../lib/panel-store';

/** The bag: its lines, the totals and the way to checkout. */
export function CartDrawer() {
  const isOpen = useOpenPanel() === 'cart';
  const state = useCart();
  const isSignedIn = useIsSignedIn();
  const navigate = useNavigate();
  const close = panels.close;
  const { items } = state;

  return (
    <Dialog isOpen={isOpen} onClose={close} label="Shopping bag" placement="right">
      <div className="flex items-center justify-between border-b border-line px-5 py-3">
        <h2 className="font-display text-2xl font-semibold">
          Your Bag
          {items.length > 0 ? (
            <span className="ml-2 font-sans text-sm font-normal text-muted">
              ({items.length} {items.length === 1 ? 'item' : 'items'})
            </span>
          ) : null}
        </h2>
        <CloseButton onClick={close} label="Close shopping bag" />
      </div>
      {items.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-5 px-6 text-center">
          <p className="text-muted">Your shopping bag is empty.</p>
          <ButtonLink to="/shop" variant="secondary" onClick={close}>
            Continue shopping
          </ButtonLink>
        </div>
      ) : (
        <>
          <ul
            aria-label="Items in your bag"
            className="flex-1 divide-y divide-line overflow-y-auto px-5"
          >
            {items.map((item) => (
              <CartLine key={`${item._id}-${item.size}`} item={item} onNavigate={close} />
            ))}
          </ul>
          <div className="space-y-5 border-t border-line bg-cream px-5 py-5">
            <DiscountField />
            <CartSummary state={state} />
            <div className="grid gap-3">
              {isSignedIn ? (
                <Button
                  onClick={() => {
                    close();
                    checkoutModal.open();
                  }}
                >
                  Place Order
                </Button>
              ) : (
                <>
                  <Button
                    onClick={() => {
                      close();
                      toast.info(MSG.loginToCheckout);
                      void navigate('/login');
                    }}
                  >
                    Proceed To Checkout
                  </Button>
                  {/* Only when the store lets guests pay (decision 0056). */}
                  {isGuestCheckoutOn() ? (
                    <ButtonLink
                      to={MORE_PATHS.guestCheckout.path}
                      variant="secondary"
                      onClick={close}
                    >
                      Checkout as guest
                    </ButtonLink>
                  ) : null}
                </>
              )}
              <ButtonLink to="/shop" variant="secondary" onClick={close}>
                Continue shopping
              </ButtonLink>
            </div>
          </div>
        </>
      )}
    </Dialog>
  );
}
