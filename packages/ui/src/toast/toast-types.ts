import type { ReactNode } from 'react';

export type ToastVariant = 'info' | 'success' | 'error';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it hides itself; errors default to staying until dismissed. */
  duration?: number;
  /** One follow-up (e.g. "Undo", "Retry"). `altText` tells screen-reader users how to do it another way. */
  action?: { label: string; altText: string; onClick: () => void };
}

/** A toast in the queue: shown while `open`, kept until its exit has run. */
export interface ToastEntry extends ToastOptions {
  id: string;
  open: boolean;
}
