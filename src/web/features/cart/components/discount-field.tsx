import { useId, useState, type FormEvent } from 'react';

import { DISCOUNT_MESSAGES } from '#shared/discount/discount.messages';
import { DISCOUNT_LIMITS } from '#shared/discount/discount.constants';

import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/format';
import { useCartItems } from '../api/cart-store';
import { discountCode } from '../api/discount-code-store';
import { refusalOf, useDiscountQuote, useTryDiscount } from '../api/discount.queries';

/**
 * The bag's "Discount code" field (decision 0054): Apply asks the server to price the bag with
 * the code; the discount it answers, or its reason for refusing, is said in a live region under
 * the field. An applied code is shown with Remove, and re-priced whenever the bag changes.
 */
export function DiscountField() {
  const id = useId();
  const items = useCartItems();
  const applied = useDiscountQuote();
  const tryCode = useTryDiscount();
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isTrying, setIsTrying] = useState(false);

  async function handleApply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = typed.trim().toUpperCase();
    if (!code) {
      setRefusal(DISCOUNT_MESSAGES.codeRequired);
      return;
    }
    setIsTrying(true);
    setRefusal(null);
    try {
      const quote = await tryCode(code, items);
      discountCode.set(quote.code);
      setTyped('');
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setIsTrying(false);
    }
  }

  if (applied.code) {
    const { quote } = applied;
    return (
      <div className="flex items-start justify-between gap-3 border border-dashed border-line bg-white px-3 py-2.5 text-sm">
        <p role="status" aria-live="polite" className="min-w-0">
          <span className="font-semibold tracking-wide break-all">{applied.code}</span>{' '}
          {applied.refusal ? (
            <span className="mt-0.5 block text-danger">{applied.refusal}</span>
          ) : quote ? (
            <span className="text-success">
              applied: {formatMoney(quote.discount)} off
              {quote.brand ? ` ${quote.brand} items` : ''}
            </span>
          ) : (
            <span className="text-muted">checking…</span>
          )}
        </p>
        <Button
          type="button"
          variant="link"
          size="sm"
          className="shrink-0 text-xs"
          onClick={() => {
            discountCode.remove();
            setRefusal(null);
          }}
          aria-label={`Remove the discount code ${applied.code}`}
        >
          Remove
        </Button>
      </div>
    );
  }

  const statusId = `${id}-status`;
  return (
    <form noValidate onSubmit={(event) => void handleApply(event)}>
      <label htmlFor={id} className="text-xs font-medium tracking-[0.12em] text-ink-soft uppercase">
        Discount code
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          name="discountCode"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          maxLength={DISCOUNT_LIMITS.codeMax + 8}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={statusId}
          className={cn(
            'block h-10 min-w-0 flex-1 border bg-white px-3 text-sm tracking-wide text-ink uppercase placeholder:normal-case placeholder:tracking-normal placeholder:text-stone-400 focus:border-ink focus:outline-none focus-visible:outline-2 focus-visible:outline-indigo',
            refusal ? 'border-danger' : 'border-stone-300',
          )}
          placeholder="Enter your code"
        />
        <Button type="submit" variant="secondary" size="sm" className="h-10" isLoading={isTrying}>
          Apply
        </Button>
      </div>
      <p
        id={statusId}
        role="status"
        aria-live="polite"
        className="mt-1.5 min-h-0 text-sm text-danger empty:hidden"
      >
        {refusal ?? ''}
      </p>
    </form>
  );
}
