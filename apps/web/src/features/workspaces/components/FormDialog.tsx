import { Button, Dialog, InlineAlert } from '@teamboard/ui';
import type { FormEvent, ReactElement, ReactNode } from 'react';

export interface FormDialogProps {
  title: string;
  description?: string;
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs when the user closes the dialog (Escape, outside click, close button), so it opens empty next time. */
  onDismiss: () => void;
  onSubmit: (event: FormEvent) => void;
  /** A failure that belongs to no field, shown above them. */
  formError: string | undefined;
  submitLabel: string;
  pending: boolean;
  /** The fields. */
  children: ReactNode;
}

/** A dialog that is one form: the fields, a form-level error and one submit button, as the create dialogs need. */
export function FormDialog({
  title,
  description,
  trigger,
  open,
  onOpenChange,
  onDismiss,
  onSubmit,
  formError,
  submitLabel,
  pending,
  children,
}: FormDialogProps) {
  return (
    <Dialog
      title={title}
      description={description}
      trigger={trigger}
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) onDismiss();
      }}
    >
      <form className="app-form" noValidate onSubmit={onSubmit}>
        {formError !== undefined ? (
          <InlineAlert tone="danger">
            <p>{formError}</p>
          </InlineAlert>
        ) : null}
        {children}
        <div className="app-form__actions">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
