import type { Board } from '@teamboard/sdk';
import { Select } from '@teamboard/ui';
import { useT } from '@/shared/i18n';

/** The value of "a blank board" among the templates (a Select option cannot be empty). */
export const BLANK_BOARD = 'blank';

export interface TemplatePickerProps {
  templates: readonly Board[];
  value: string;
  onChange: (value: string) => void;
}

/** "Start from": a blank board or one of the workspace's templates; nothing when there are none. */
export function TemplatePicker({ templates, value, onChange }: TemplatePickerProps) {
  const { t } = useT();
  if (templates.length === 0) return null;
  return (
    <Select
      label={t('workspaces.template.label')}
      description={t('workspaces.template.description')}
      value={value}
      onValueChange={onChange}
      options={[
        { value: BLANK_BOARD, label: t('workspaces.template.blank') },
        ...templates.map((template) => ({
          value: template.id,
          label: t('workspaces.template.option', { name: template.name }),
        })),
      ]}
    />
  );
}
