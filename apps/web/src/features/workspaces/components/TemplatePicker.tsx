import type { Board } from '@teamboard/sdk';
import { Select } from '@teamboard/ui';

/** The value of "a blank board" among the templates (a Select option cannot be empty). */
export const BLANK_BOARD = 'blank';

export interface TemplatePickerProps {
  templates: readonly Board[];
  value: string;
  onChange: (value: string) => void;
}

/** "Start from": a blank board or one of the workspace's templates; nothing when there are none. */
export function TemplatePicker({ templates, value, onChange }: TemplatePickerProps) {
  if (templates.length === 0) return null;
  return (
    <Select
      label="Start from"
      description="A template's lists, labels and cards are copied into the new board."
      value={value}
      onValueChange={onChange}
      options={[
        { value: BLANK_BOARD, label: 'A blank board' },
        ...templates.map((template) => ({ value: template.id, label: `Template: ${template.name}` })),
      ]}
    />
  );
}
