import type { Board } from '@teamboard/sdk';
import { Select } from '@teamboard/ui';
import { useT } from '@/shared/i18n';
import { BUILT_IN_TEMPLATE_IDS, BUILT_IN_TEMPLATES, builtInValue } from '../lib/built-in-templates';

/** The value of "a blank board" among the templates (a Select option cannot be empty). */
export const BLANK_BOARD = 'blank';

export interface TemplatePickerProps {
  templates: readonly Board[];
  value: string;
  onChange: (value: string) => void;
}

/** "Start from": a blank board, a built-in template, or one of the workspace's own templates. */
export function TemplatePicker({ templates, value, onChange }: TemplatePickerProps) {
  const { t } = useT();
  return (
    <Select
      label={t('workspaces.template.label')}
      description={t('workspaces.template.description')}
      value={value}
      onValueChange={onChange}
      options={[
        { value: BLANK_BOARD, label: t('workspaces.template.blank') },
        ...BUILT_IN_TEMPLATE_IDS.map((id) => ({
          value: builtInValue(id),
          label: t('templates.builtIn.option', { name: t(BUILT_IN_TEMPLATES[id].name) }),
        })),
        ...templates.map((template) => ({
          value: template.id,
          label: t('workspaces.template.option', { name: template.name }),
        })),
      ]}
    />
  );
}
