import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addSecurityKey, addSecurityKeyInput, removeSecurityKey, validate } from '@teamboard/sdk';
import { Button, formatShortDate, InlineAlert, TextField, useToast } from '@teamboard/ui';
import { useState, type FormEvent } from 'react';
import {
  twoFactorKeys,
  useSignedInSession,
  useTwoFactorMethods,
  verifiedSecurityKeys,
} from '@/features/auth';
import { useT } from '@/shared/i18n';
import { errorMessage } from '@/shared/lib/error-message';
import { checkForm } from '@/shared/lib/form-errors';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';

/**
 * `/account`: security keys (WebAuthn) as the second factor, beside the authenticator app. Adding
 * one and removing one both go through the browser's own prompt: removal needs the key touched
 * once more, as turning the app off needs a current code.
 */
export function SecurityKeysSection() {
  const { t, locale } = useT();
  const session = useSignedInSession();
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const methods = useTwoFactorMethods();
  const keys = verifiedSecurityKeys(methods.data);
  const suggested = t('securityKey.add.defaultName', { number: keys.length + 1 });
  // Untouched, the field shows a name no other key has yet.
  const [name, setName] = useState<string>();
  const [nameError, setNameError] = useState<string>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.methods() });

  const add = useMutation({
    mutationFn: (friendlyName: string) => addSecurityKey(client, { friendlyName }),
    onSuccess: async () => {
      setName(undefined);
      toast({ variant: 'success', title: t('securityKey.add.done') });
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (factorId: string) => removeSecurityKey(client, { factorId }),
    onSuccess: async () => {
      toast({ variant: 'success', title: t('securityKey.remove.done') });
      await refresh();
    },
  });

  // Auth lets a session add a factor beside a verified one only once it used a second factor.
  const needsSecondFactor = session.assurance.current === 'aal1' && session.assurance.next === 'aal2';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.reset();
    const check = checkForm<{ friendlyName: string }, 'friendlyName'>(() =>
      validate(addSecurityKeyInput, { friendlyName: name ?? suggested }),
    );
    setNameError(check.ok ? undefined : check.errors.friendlyName);
    if (check.ok) add.mutate(check.data.friendlyName);
  };

  return (
    <section className="app-section" aria-labelledby="account-security-keys">
      <h2 id="account-security-keys">{t('securityKey.section.title')}</h2>
      <p className="app-section__intro">{t('securityKey.section.intro')}</p>
      {methods.isPending ? (
        <p role="status">{t('twoFactor.section.loading')}</p>
      ) : methods.isError ? (
        <InlineAlert tone="danger">
          <p>{errorMessage(methods.error)}</p>
        </InlineAlert>
      ) : (
        <>
          {keys.length === 0 ? (
            <p>{t('securityKey.section.none')}</p>
          ) : (
            <>
              <ul className="security-keys">
                {keys.map((key) => {
                  const keyName = key.friendlyName ?? suggested;
                  return (
                    <li key={key.id} className="security-keys__item">
                      <span>
                        <strong>{keyName}</strong>
                        {' · '}
                        {t('securityKey.list.added', {
                          date: formatShortDate(new Date(key.createdAt), new Date(), locale),
                        })}
                      </span>
                      <Button
                        variant="ghost"
                        size="sm"
                        loading={remove.isPending && remove.variables === key.id}
                        disabled={add.isPending}
                        onClick={() => {
                          add.reset();
                          remove.mutate(key.id);
                        }}
                      >
                        {t('securityKey.remove.submit', { name: keyName })}
                      </Button>
                    </li>
                  );
                })}
              </ul>
              <p className="security-keys__hint">{t('securityKey.remove.hint')}</p>
            </>
          )}
          {remove.error !== null ? (
            <InlineAlert tone="danger" title={t('securityKey.remove.failed')}>
              <p>{errorMessage(remove.error)}</p>
            </InlineAlert>
          ) : null}
          {needsSecondFactor ? (
            <p>{t('securityKey.add.needsSecondFactor')}</p>
          ) : (
            <form className="app-form" noValidate onSubmit={submit}>
              {add.error !== null ? (
                <InlineAlert tone="danger" title={t('securityKey.add.failed')}>
                  <p>{errorMessage(add.error)}</p>
                </InlineAlert>
              ) : null}
              <TextField
                label={t('securityKey.add.nameLabel')}
                description={t('securityKey.add.nameHint')}
                name="securityKeyName"
                autoComplete="off"
                required
                maxLength={100}
                value={name ?? suggested}
                onChange={(event) => setName(event.target.value)}
                error={nameError}
              />
              <div className="app-form__actions">
                <Button type="submit" variant="secondary" loading={add.isPending} disabled={remove.isPending}>
                  {t('securityKey.add.submit')}
                </Button>
              </div>
            </form>
          )}
        </>
      )}
    </section>
  );
}
