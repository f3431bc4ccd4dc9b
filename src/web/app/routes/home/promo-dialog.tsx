import { CloseButton, Dialog } from '../../../components/ui/dialog';
import { NewsletterForm } from '../../../features/newsletter/components/newsletter-form';
import { AsoOkeStripe } from '../../../features/home/components/aso-oke-stripe';

/** The newsletter invitation itself; closes with Escape, the backdrop or its close button. */
export function PromoDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} label="Join the Eko Thread newsletter">
      <AsoOkeStripe stripes="horizontal" className="h-3 w-full" />
      <div className="relative px-6 pt-10 pb-8 sm:px-10">
        <div className="absolute top-3 right-3">
          <CloseButton onClick={onClose} label="Close newsletter invitation" />
        </div>
        <p className="text-xs font-medium tracking-[0.2em] text-gold uppercase">
          The Eko Thread letter
        </p>
        <h2 className="mt-3 text-3xl leading-tight font-semibold text-balance text-ink sm:text-4xl">
          First to the new collections
        </h2>
        <p className="mt-4 text-[15px] leading-7 text-ink-soft">
          New agbada and native sets, tailoring notes from Lagos and offers for subscribers, a few
          times a month. Leave whenever you like.
        </p>
        <div className="mt-7">
          <NewsletterForm onSubscribed={onClose} />
        </div>
      </div>
    </Dialog>
  );
}
