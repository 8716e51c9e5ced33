import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfileLocale } from '@teamboard/sdk';
import { Select, supportedLocales, useToast, type Locale } from '@teamboard/ui';
import { activateLocale, useT } from '@/shared/i18n';
import { errorMessage } from '@/shared/lib/error-message';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { myProfileKey } from '@/shared/query-keys/workspace-keys';

/** The language Teamboard speaks, saved to the profile so every device follows it. */
export function LanguageSection() {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { t, locale } = useT();

  const save = useMutation({
    mutationFn: (next: Locale) => updateProfileLocale(client, { locale: next }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(myProfileKey, profile);
      if (profile.locale === 'en' || profile.locale === 'de') await activateLocale(profile.locale);
      toast({ variant: 'success', title: t('account.language.saved') });
    },
    onError: (failure) =>
      toast({
        variant: 'error',
        title: t('account.language.saveFailed'),
        description: errorMessage(failure),
      }),
  });

  return (
    <section className="app-section" aria-labelledby="account-language">
      <h2 id="account-language">{t('account.language.title')}</h2>
      <Select<Locale>
        label={t('account.language.label')}
        description={t('account.language.description')}
        value={locale}
        disabled={save.isPending}
        onValueChange={(next) => save.mutate(next)}
        options={supportedLocales.map((value) => ({ value, label: t(`locale.${value}`) }))}
      />
    </section>
  );
}
