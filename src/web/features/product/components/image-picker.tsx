import { useEffect, useId, useRef, useState } from 'react';

import { cn } from '../../../lib/cn';

const ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/**
 * A local preview of the picked file. The object URL is made when the file is picked (not in
 * an effect) and released when another file replaces it, the file is removed, or the picker goes.
 */
function usePreview() {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const current = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  const show = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    const url =
      file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    current.current = url;
    setPreview(file && url ? { file, url } : null);
  };
  return { preview, show };
}

/**
 * A jpg/jpeg/png file input with a preview of the picked image, its name, a way to clear it
 * and the field's first error.
 */
export function ImagePicker({
  label,
  hint,
  file,
  error,
  onChange,
}: {
  label: string;
  hint?: string;
  file: File | null | undefined;
  error?: string;
  onChange: (file: File | null) => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { preview, show } = usePreview();
  // A form reset empties the value: the old preview is not shown then.
  const previewUrl = preview && preview.file === file ? preview.url : null;
  const pick = (next: File | null) => {
    show(next);
    onChange(next);
  };
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-medium uppercase tracking-[0.12em] text-ink-soft">
        {label}
      </label>
      <div
        className={cn(
          'flex items-center gap-4 border bg-white p-3',
          error ? 'border-danger' : 'border-stone-300',
        )}
      >
        <div className="flex aspect-[4/5] w-16 shrink-0 items-center justify-center overflow-hidden bg-sand">
          {previewUrl ? (
            <img src={previewUrl} alt="" className="size-full object-cover" />
          ) : (
            <span aria-hidden="true" className="text-[10px] uppercase tracking-wider text-muted">
              4:5
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={ACCEPT}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            className="block w-full text-sm text-ink-soft file:mr-3 file:cursor-pointer file:border file:border-ink file:bg-white file:px-3 file:py-2 file:text-xs file:font-medium file:uppercase file:tracking-[0.12em] file:text-ink hover:file:bg-sand"
            onChange={(event) => pick(event.target.files?.[0] ?? null)}
          />
          {file ? (
            <button
              type="button"
              className="text-xs font-medium text-ink-soft underline underline-offset-4 hover:text-ink"
              onClick={() => {
                if (inputRef.current) inputRef.current.value = '';
                pick(null);
              }}
            >
              Remove <span className="sr-only">{label}</span>
            </button>
          ) : null}
        </div>
      </div>
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-danger" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
