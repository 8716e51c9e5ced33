import { InlineAlert, OneTimeCodeField } from '@teamboard/ui';
import { useT } from '@/shared/i18n';
import { errorMessage } from '@/shared/lib/error-message';
import { twoFactorCodeErrorId } from './two-factor-code-error';

export interface TwoFactorCodeFieldProps {
  value: string;
  onValueChange: (digits: string) => void;
  /** The request that sends the code: a refused code is said at the field, any other failure above it. */
  attempt: { error: Error | null; reset: () => void };
  autoFocus?: boolean;
}

/** The authenticator code of setup, removal and sign-in; typing again clears the last refusal. */
export function TwoFactorCodeField({ value, onValueChange, attempt, autoFocus }: TwoFactorCodeFieldProps) {
  const { t } = useT();
  const codeError = attempt.error === null ? undefined : twoFactorCodeErrorId(attempt.error);
  return (
    <>
      {attempt.error !== null && codeError === undefined ? (
        <InlineAlert tone="danger">
          <p>{errorMessage(attempt.error)}</p>
        </InlineAlert>
      ) : null}
      <OneTimeCodeField
        label={t('twoFactor.setup.codeLabel')}
        value={value}
        onValueChange={(digits) => {
          onValueChange(digits);
          if (attempt.error !== null) attempt.reset();
        }}
        error={codeError === undefined ? undefined : t(codeError)}
        autoFocus={autoFocus}
      />
    </>
  );
}
