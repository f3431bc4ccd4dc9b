import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

import { cn } from '../../lib/cn';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs after the WAI-ARIA pattern: one tab stop, arrow keys (and Home / End) move between tabs
 * and show them, the panel follows. Only the shown panel's content is drawn, so a heavy panel
 * can load its code when first opened.
 */
export function Tabs({ items, label }: { items: readonly TabItem[]; label: string }) {
  const baseId = useId();
  const [selected, setSelected] = useState(items[0]?.id);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const index = Math.max(
    0,
    items.findIndex((item) => item.id === selected),
  );

  const select = (next: number) => {
    const item = items[(next + items.length) % items.length];
    if (!item) return;
    setSelected(item.id);
    tabs.current[(next + items.length) % items.length]?.focus();
  };

  const handleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => select(index + 1),
      ArrowLeft: () => select(index - 1),
      Home: () => select(0),
      End: () => select(items.length - 1),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="flex gap-6 overflow-x-auto border-b border-line sm:gap-10"
      >
        {items.map((item, i) => {
          const isSelected = i === index;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabs.current[i] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              className={cn(
                '-mb-px border-b-2 py-4 text-xs font-semibold tracking-[0.16em] whitespace-nowrap uppercase transition-colors',
                isSelected ? 'border-ink text-ink' : 'border-transparent text-muted hover:text-ink',
              )}
              onClick={() => setSelected(item.id)}
              onKeyDown={handleKey}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, i) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          // The panel is reachable with Tab even when it holds no focusable content.
          tabIndex={0}
          hidden={i !== index}
          className="py-8"
        >
          {i === index ? item.content : null}
        </div>
      ))}
    </div>
  );
}
