import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Returns to the previous screen, as the spec's forms do after a save. When this screen was the
 * first one opened (a typed address or a bookmark), there is nothing to go back to, so it goes to
 * `fallback` instead of leaving the store.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key === 'default') void navigate(fallback, { replace: true });
    else void navigate(-1);
  }, [fallback, key, navigate]);
}
