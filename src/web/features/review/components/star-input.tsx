import { useId, useState } from 'react';

import { STAR_COUNT } from '#shared/review/review.rules';

import { cn } from '../../../lib/cn';

const STAR = 'M12 2.8l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 16.8l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z';

interface StarInputProps {
  label: string;
  /** 0 when no star is chosen yet. */
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  error?: string;
  name: string;
}

/**
 * Five stars to choose a rating, whole stars only. They are radio buttons, so the arrow keys
 * move between them and a screen reader says '3 stars, 3 of 5'.
 */
export function StarInput({ label, value, onChange, onBlur, error, name }: StarInputProps) {
  const id = useId();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <fieldset
      className="flex flex-col gap-1.5"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 text-xs font-medium tracking-[0.12em] text-ink-soft uppercase">
        {label}
      </legend>
      <div className="flex items-center gap-1" onMouseLeave={() => setHovered(0)}>
        {Array.from({ length: STAR_COUNT }, (_, index) => {
          const stars = index + 1;
          const inputId = `${id}-${stars}`;
          return (
            <span key={stars} className="relative" onMouseEnter={() => setHovered(stars)}>
              {/* The radio lies over its star: a click, a tap or a test hits it directly. */}
              <input
                id={inputId}
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                onBlur={onBlur}
                className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
              />
              <label
                htmlFor={inputId}
                className="block p-0.5 text-gold peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-indigo"
              >
                <span className="sr-only">
                  {stars} {stars === 1 ? 'star' : 'stars'}
                </span>
                <svg viewBox="0 0 24 24" className="size-7" aria-hidden="true">
                  <path
                    d={STAR}
                    fill={stars <= shown ? 'currentColor' : 'none'}
                    stroke="currentColor"
                    strokeWidth="1.5"
                    strokeLinejoin="round"
                    className={cn(error && stars > shown && 'text-danger')}
                  />
                </svg>
              </label>
            </span>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
