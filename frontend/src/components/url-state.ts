import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A free-text value kept in the URL (`?{param}=`), for a staff list's search box: reload, back and
 * a shared link keep it. Typing replaces the history entry (one entry per search, not per key);
 * an empty value removes the parameter. Other parameters are kept.
 */
export function useUrlText(param: string) {
  const [params, setParams] = useSearchParams();
  const value = params.get(param) ?? '';
  const setValue = useCallback(
    (next: string) => {
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next) copy.set(param, next);
          else copy.delete(param);
          return copy;
        },
        { replace: true },
      );
    },
    [param, setParams],
  );
  return [value, setValue] as const;
}
