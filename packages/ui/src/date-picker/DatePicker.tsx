import { Popover } from 'radix-ui';
import { useState, type ReactNode, type Ref } from 'react';
import { DayPicker } from 'react-day-picker';
import { Button } from '../button';
import { Field } from '../field';
import { Icon } from '../icon';
import { useUiText } from '../i18n';
import { usePortalContainer } from '../theme/PortalContainer';

export interface DatePickerProps {
  label: ReactNode;
  /** The chosen day (time of day is the caller's business), or null for none. */
  value: Date | null;
  onChange: (value: Date | null) => void;
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  hideLabel?: boolean;
  /** Offer a "Clear" button in the calendar (e.g. to remove a due date). */
  clearable?: boolean;
  /** Days before this one cannot be picked. */
  min?: Date;
  /** Days after this one cannot be picked. */
  max?: Date;
  /** BCP 47 locale for the button text; defaults to the browser's. */
  locale?: string;
  /** Pins "today" (stories, tests); defaults to the real today. */
  today?: Date;
  id?: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** A button showing the chosen date that opens a keyboard-navigable calendar. */
export function DatePicker({
  label,
  value,
  onChange,
  placeholder,
  description,
  error,
  disabled,
  required,
  hideLabel,
  clearable = false,
  min,
  max,
  locale: localeProp,
  today,
  id,
  className,
  ref,
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const { t, locale: uiLocale } = useUiText();
  const locale = localeProp ?? uiLocale;
  const dayLabel = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    weekday: 'long',
  });
  const text = value
    ? new Intl.DateTimeFormat(locale, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }).format(value)
    : (placeholder ?? t('ui.datePicker.placeholder'));

  const portalContainer = usePortalContainer();
  return (
    <Field
      label={label}
      description={description}
      error={error}
      required={required}
      hideLabel={hideLabel}
      id={id}
      className={className}
    >
      {(control) => (
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger asChild>
            <button
              ref={ref}
              type="button"
              className="tb-control tb-date-picker__trigger"
              data-placeholder={value ? undefined : true}
              disabled={disabled}
              id={control.id}
              aria-describedby={control['aria-describedby']}
              aria-invalid={control['aria-invalid']}
              // aria-required is not allowed on a button; the label's asterisk and the error carry it.
            >
              <Icon name="calendar" />
              <span>{text}</span>
            </button>
          </Popover.Trigger>
          <Popover.Portal container={portalContainer}>
            <Popover.Content
              className="tb-popover tb-date-picker__popover"
              sideOffset={4}
              collisionPadding={8}
              align="start"
              aria-label={t('ui.datePicker.choose')}
            >
              <DayPicker
                mode="single"
                selected={value ?? undefined}
                defaultMonth={value ?? today}
                today={today}
                disabled={disabledDays(min, max)}
                autoFocus
                // Day buttons are named with their visible number first, so voice control ("click 15") works.
                labels={{
                  labelDayButton: (date, modifiers) =>
                    [
                      dayLabel.format(date),
                      modifiers.today ? t('ui.datePicker.today') : null,
                      modifiers.selected ? t('ui.datePicker.selected') : null,
                    ]
                      .filter(Boolean)
                      .join(', '),
                }}
                required={false}
                onSelect={(day) => {
                  onChange(day ?? null);
                  setOpen(false);
                }}
              />
              {clearable && value ? (
                <div className="tb-date-picker__footer">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => {
                      onChange(null);
                      setOpen(false);
                    }}
                  >
                    {t('ui.datePicker.clear')}
                  </Button>
                </div>
              ) : null}
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      )}
    </Field>
  );
}

/** react-day-picker's matchers for the days outside `min`..`max` (either may be absent). */
function disabledDays(min: Date | undefined, max: Date | undefined) {
  const matchers = [...(min ? [{ before: min }] : []), ...(max ? [{ after: max }] : [])];
  return matchers.length > 0 ? matchers : undefined;
}
