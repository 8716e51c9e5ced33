import { Button, Dialog } from '@teamboard/ui';
import { useT } from '@/shared/i18n';
import { useTwoFactorReset } from '../hooks/use-two-factor-reset';

/** Confirms an owner's reset of a member's two-factor sign-in; closed when `member` is undefined. */
export function TwoFactorResetDialog({
  workspaceId,
  member,
  onClose,
}: {
  workspaceId: string;
  member: { userId: string; name: string } | undefined;
  onClose: () => void;
}) {
  const { t } = useT();
  const reset = useTwoFactorReset(workspaceId);
  return (
    <Dialog
      size="sm"
      title={member ? t('twoFactorReset.title', { name: member.name }) : t('twoFactorReset.titleUnknown')}
      description={t('twoFactorReset.description')}
      open={member !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button
            variant="danger"
            loading={reset.isPending}
            onClick={() => {
              if (member === undefined) return;
              reset.mutate(member, { onSettled: onClose });
            }}
          >
            {t('twoFactorReset.confirm')}
          </Button>
        </>
      }
    />
  );
}
