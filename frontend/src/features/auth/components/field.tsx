import type { ReactNode } from 'react';
import { FieldFrame } from '@/components/fields';

/** Label, control and its message (the kit's FieldFrame); the control describes itself with `${id}-error`. */
export function Field({
  id,
  label,
  error,
  children,
  hint,
}: {
  id: string;
  label: string;
  error?: string | null;
  children: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      {children}
    </FieldFrame>
  );
}
