import { useUiText } from '../i18n';
import { labelColors, type LabelColor } from '../label-chip';
import { Select, type SelectOption } from '../select';

export interface CoverColorSelectProps {
  /** The card's cover colour; `null` when it has none (or an image cover). */
  value: LabelColor | null;
  /** A colour replaces an image cover; `null` takes the colour off. */
  onValueChange: (color: LabelColor | null) => void;
  disabled?: boolean;
  className?: string;
}

const NONE = 'none' as const;

/** The card's cover colour: one of the label palette's, or none. */
export function CoverColorSelect({ value, onValueChange, disabled, className }: CoverColorSelectProps) {
  const { t } = useUiText();
  const options: readonly SelectOption<LabelColor | typeof NONE>[] = [
    { value: NONE, label: t('ui.cover.none') },
    ...labelColors.map((color) => ({ value: color, label: t('ui.fields.colorName', { color }) })),
  ];
  return (
    <Select<LabelColor | typeof NONE>
      label={t('ui.cover.color')}
      size="sm"
      className={className}
      disabled={disabled}
      value={value ?? NONE}
      options={options}
      onValueChange={(next) => onValueChange(next === NONE ? null : next)}
    />
  );
}
