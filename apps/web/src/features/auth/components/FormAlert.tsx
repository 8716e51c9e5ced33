import type { ReactNode } from 'react';

export interface FormAlertProps {
  tone?: 'error' | 'info' | 'success';
  children: ReactNode;
}

/**
 * A message about the whole form (wrong credentials, rate limit), announced
 * when it appears. Composed here: @teamboard/ui has no inline alert yet.
 */
export function FormAlert({ tone = 'error', children }: FormAlertProps) {
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
