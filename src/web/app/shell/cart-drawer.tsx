import { Link, useNavigate } from 'react-router';

import { MSG } from '#shared/common/messages';

import { Button, ButtonLink } from '../../components/ui/button';
import { CloseButton, Dialog } from '../../components/ui/dialog';
import { cartTotal, useCartItems } from '../../features/cart/cart-store';
import { formatMoney } from '../../lib/format';
import { useIsSignedIn } from '../../lib/session';
import { toast } from '../../lib/toast';
import { panels, useOpenPanel } from './shell-store';

/** The bag: its lines, the total and the way to checkout. */
export function CartDrawer() {
  const isOpen = useOpenPanel() === 'cart';
  const items = useCartItems();
  const isSignedIn = useIsSignedIn();
  const navigate = useNavigate();
  const close = panels.close;

  return (
    <Dialog isOpen={isOpen} onClose={close} label="Shopping bag" placement="right">
      <div className="flex items-center justify-between border-b border-line px-5 py-3">
        <h2 className="font-display text-2xl font-semibold">Your Bag</h2>
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
          <ul className="flex-1 divide-y divide-line overflow-y-auto px-5">
            {items.map((item) => (
              <li key={`${item._id}-${item.size}`} className="flex gap-4 py-4">
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/product/${item.slug}`}
                    className="font-medium text-ink hover:underline"
                    onClick={close}
                  >
                    {item.name}
                  </Link>
                  <p className="mt-1 text-sm text-muted">
                    Size {item.size} · Qty {item.quantity}
                  </p>
                </div>
                <p className="text-sm font-medium">{formatMoney(item.totalPrice)}</p>
              </li>
            ))}
          </ul>
          <div className="space-y-4 border-t border-line px-5 py-5">
            <div className="flex justify-between text-base font-medium">
              <span>Total</span>
              <span>{formatMoney(cartTotal(items))}</span>
            </div>
            <div className="grid gap-3">
              {isSignedIn ? null : (
                <Button
                  onClick={() => {
                    close();
                    toast.info(MSG.loginToCheckout);
                    navigate('/login');
                  }}
                >
                  Proceed To Checkout
                </Button>
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
