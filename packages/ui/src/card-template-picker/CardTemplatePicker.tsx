import { Button } from '../button';
import { DropdownMenu, type DropdownMenuEntry } from '../dropdown-menu';
import { useUiText } from '../i18n';

/** One card template of the board, as the picker offers it. */
export interface CardTemplateOption {
  id: string;
  title: string;
}

export interface CardTemplatePickerProps {
  /** The board's templates, in the order to offer them. */
  templates: readonly CardTemplateOption[];
  /** Called with the chosen template's id. */
  onPick: (templateId: string) => void;
  disabled?: boolean;
}

/**
 * "From template" beside a list's add-card composer: a menu of the board's card templates; picking one
 * asks for a new card made from it. With no templates the menu says so rather than hiding the way in.
 */
export function CardTemplatePicker({ templates, onPick, disabled = false }: CardTemplatePickerProps) {
  const { t } = useUiText();
  const items: DropdownMenuEntry[] =
    templates.length === 0
      ? [{ id: 'none', label: t('ui.cardTemplates.none'), onSelect: () => undefined, disabled: true }]
      : [
          { id: 'heading', type: 'label', label: t('ui.cardTemplates.heading') },
          ...templates.map((template) => ({
            id: template.id,
            label: template.title,
            onSelect: () => onPick(template.id),
          })),
        ];
  return (
    <DropdownMenu
      align="start"
      trigger={
        <Button variant="ghost" size="sm" disabled={disabled}>
          {t('ui.cardTemplates.trigger')}
        </Button>
      }
      items={items}
    />
  );
}
