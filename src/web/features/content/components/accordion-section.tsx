import type { ReactNode } from 'react';

import { Accordion, type AccordionItem } from '../../../components/ui/accordion';

/** A group of questions under its own heading, on the native <details> accordion. */
export function AccordionSection({
  id,
  title,
  intro,
  items,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  items: AccordionItem[];
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-32 lg:scroll-mt-24">
      <h2 id={`${id}-title`} className="text-2xl font-semibold leading-tight text-ink sm:text-3xl">
        {title}
      </h2>
      {intro ? <p className="mt-3 text-[15px] leading-7 text-muted">{intro}</p> : null}
      <div className="mt-5 [&_details]:scroll-mt-32 lg:[&_details]:scroll-mt-24">
        <Accordion items={items} />
      </div>
    </section>
  );
}
