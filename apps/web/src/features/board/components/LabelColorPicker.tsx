import { LABEL_COLORS, type LabelColor } from '@teamboard/sdk';
import { LabelChip } from '@teamboard/ui';
import { useId } from 'react';
import { useT } from '@/shared/i18n';

export interface LabelColorPickerProps {
  value: LabelColor;
  onChange: (color: LabelColor) => void;
  error?: string;
}

/** The palette as one radio group: arrow keys move through the colours, each named for screen readers. */
export function LabelColorPicker({ value, onChange, error }: LabelColorPickerProps) {
  const { t } = useT();
  const id = useId();
  return (
    <fieldset className="board-color-picker" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="tb-field__label">{t('board.labels.colour')}</legend>
      <div className="board-color-picker__swatches">
        {LABEL_COLORS.map((color) => (
          <label key={color} className="board-color-picker__swatch">
            <input
              type="radio"
              name={`${id}-color`}
              value={color}
              checked={value === color}
              onChange={() => onChange(color)}
              className="board-color-picker__input"
            />
            <LabelChip name={t('board.labels.colourName', { color })} color={color} />
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="tb-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
