import { useId } from 'react';

/**
 * A repeat after adire eleko, the Yoruba indigo cloth painted with starch resist: a grid of
 * squares, each holding a hand-drawn motif (concentric rings, dots, ripples, a crossed diamond).
 * Drawn in currentColor, so the caller sets its colour and strength with a text colour class.
 */
export function AdirePattern({ className, tile = 120 }: { className?: string; tile?: number }) {
  // useId may contain characters that are awkward inside url(#...).
  const id = `adire-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg className={className} aria-hidden="true" focusable="false">
      <defs>
        <pattern
          id={id}
          width={tile}
          height={tile}
          patternUnits="userSpaceOnUse"
          viewBox="0 0 120 120"
        >
          <g fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round">
            {/* The grid of the cloth. */}
            <path d="M0 0.5H120M0 60.5H120M0.5 0V120M60.5 0V120" strokeWidth="1" opacity="0.55" />
            {/* Rings. */}
            <circle cx="30" cy="30" r="21" strokeWidth="1.6" />
            <circle cx="30" cy="30" r="14" strokeWidth="1.6" />
            <circle cx="30" cy="30" r="7" strokeWidth="1.6" />
            <circle cx="30" cy="30" r="2" fill="currentColor" stroke="none" />
            {/* Ripples. */}
            <path
              d="M6 72q6 -6 12 0t12 0t12 0t12 0M6 90q6 -6 12 0t12 0t12 0t12 0M6 108q6 -6 12 0t12 0t12 0t12 0"
              strokeWidth="1.6"
            />
            {/* Crossed diamond with its four leaves. */}
            <path d="M90 66L114 90L90 114L66 90Z" strokeWidth="1.6" />
            <path d="M90 76V104M76 90H104" strokeWidth="1.4" />
            <path d="M90 66q-6 -4 0 -4q6 0 0 4M90 114q-6 4 0 4q6 0 0 -4" strokeWidth="1.2" />
          </g>
          {/* Dots. */}
          <g fill="currentColor">
            {[0, 1, 2, 3].flatMap((row) =>
              [0, 1, 2, 3].map((col) => (
                <circle
                  key={`${row}-${col}`}
                  cx={72 + col * 12}
                  cy={12 + row * 12}
                  r={row % 2 === col % 2 ? 2.4 : 1.3}
                />
              )),
            )}
          </g>
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}
