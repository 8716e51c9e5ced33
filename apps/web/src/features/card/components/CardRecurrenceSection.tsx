import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clearCardRecurrence,
  getCardRecurrence,
  nextOccurrences,
  setCardRecurrence,
  type CardRecurrence,
  type RecurrenceMode,
} from '@teamboard/sdk';
import {
  Button,
  CardDetailSection,
  ErrorState,
  RecurrenceEditor,
  SegmentedControl,
  Skeleton,
  recurrenceSummary,
} from '@teamboard/ui';
import { useState } from 'react';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { errorMessage } from '@/shared/lib/error-message';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { cardKeys } from '@/shared/query-keys/card-keys';
import { useT } from '@/shared/i18n';

export interface CardRecurrenceSectionProps {
  cardId: string;
  /** The card's due date: a new rule starts there, else now. */
  dueAt: string | null;
  canEdit: boolean;
}

const DEFAULT_RULE = 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR';

/**
 * The card's repeat rule in words, its next occurrences in the rule's time zone, and (for editors)
 * the editor. A new rule counts in the editor's own time zone from the card's due date.
 */
export function CardRecurrenceSection({ cardId, dueAt, canEdit }: CardRecurrenceSectionProps) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const toastError = useToastError();
  const { t, locale } = useT();
  const [editing, setEditing] = useState<{ rrule: string; mode: RecurrenceMode } | null>(null);
  const rule = useQuery({
    queryKey: cardKeys.recurrence(cardId),
    queryFn: () => getCardRecurrence(client, cardId),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: cardKeys.recurrence(cardId) });
  const save = useMutation({
    mutationFn: (draft: { rrule: string; mode: RecurrenceMode }) =>
      setCardRecurrence(client, {
        cardId,
        ...draft,
        dtstart: rule.data?.dtstart ?? dueAt ?? new Date().toISOString(),
        // A new rule counts in the board's zone (the server fills it in); an edited one keeps its own.
        ...(rule.data ? { timeZone: rule.data.timeZone } : {}),
      }),
    onSuccess: () => setEditing(null),
    onSettled: refresh,
    onError: (error) => toastError(t('card.recurrence.failed'), error),
  });
  const clear = useMutation({
    mutationFn: () => clearCardRecurrence(client, cardId),
    onSettled: refresh,
    onError: (error) => toastError(t('card.recurrence.failed'), error),
  });

  let body;
  if (rule.isPending) body = <Skeleton lines={2} />;
  else if (rule.error)
    body = (
      <ErrorState
        title={t('card.recurrence.loadFailed')}
        message={errorMessage(rule.error)}
        onRetry={() => void rule.refetch()}
      />
    );
  else if (editing)
    body = (
      <>
        <RecurrenceEditor value={editing.rrule} onChange={(rrule) => setEditing({ ...editing, rrule })} />
        <SegmentedControl
          label={t('card.recurrence.mode')}
          size="sm"
          options={(['copy', 'reopen'] as const).map((mode) => ({
            value: mode,
            label: t(`card.recurrence.mode.${mode}`),
          }))}
          value={editing.mode}
          onValueChange={(mode) => setEditing({ ...editing, mode })}
        />
        <div className="tb-card-recurrence__actions">
          <Button size="sm" onClick={() => save.mutate(editing)} disabled={save.isPending}>
            {t('card.recurrence.save')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setEditing(null)}>
            {t('card.recurrence.cancel')}
          </Button>
        </div>
      </>
    );
  else if (rule.data) body = <RuleView rule={rule.data} locale={locale} />;
  else body = <p className="tb-card-recurrence__none">{t('card.recurrence.none')}</p>;

  return (
    <CardDetailSection
      title={t('ui.recurrence.title')}
      icon="clock"
      actions={
        canEdit && !editing && !rule.isPending && !rule.error ? (
          <>
            <Button
              size="sm"
              variant="ghost"
              onClick={() =>
                setEditing({ rrule: rule.data?.rrule ?? DEFAULT_RULE, mode: rule.data?.mode ?? 'copy' })
              }
            >
              {rule.data ? t('card.recurrence.edit') : t('card.recurrence.add')}
            </Button>
            {rule.data ? (
              <Button size="sm" variant="ghost" onClick={() => clear.mutate()} disabled={clear.isPending}>
                {t('card.recurrence.remove')}
              </Button>
            ) : null}
          </>
        ) : null
      }
    >
      {body}
    </CardDetailSection>
  );
}

function RuleView({ rule, locale }: { rule: CardRecurrence; locale: string }) {
  const { t } = useT();
  const next = nextOccurrences(rule, 3);
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: rule.timeZone,
  });
  return (
    <div className="tb-card-recurrence">
      <p className="tb-card-recurrence__summary">{recurrenceSummary(rule.rrule, t, locale)}</p>
      <p className="tb-card-recurrence__mode">{t(`card.recurrence.mode.${rule.mode}`)}</p>
      {next.length > 0 ? (
        <ul className="tb-card-recurrence__next" aria-label={t('card.recurrence.next')}>
          {next.map((date) => (
            <li key={date.toISOString()}>
              <time dateTime={date.toISOString()}>{format.format(date)}</time>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('card.recurrence.ended')}</p>
      )}
      <p className="tb-card-recurrence__zone">{t('card.recurrence.timeZone', { zone: rule.timeZone })}</p>
    </div>
  );
}
