import { LABEL_COLORS, LIMITS, type LabelColor } from '@teamboard/sdk';

/** What a label form edits. */
export interface LabelDraft {
  name: string;
  color: LabelColor;
}

/** The first palette colour no label uses yet, so new labels tell apart at a glance; gray when all are taken. */
export function suggestColor(labels: readonly { color: LabelColor }[]): LabelColor {
  const used = new Set(labels.map((label) => label.color));
  return LABEL_COLORS.find((color) => !used.has(color)) ?? 'gray';
}

/** True when the board holds as many labels as PRODUCT.md §9 allows. */
export function labelsFull(count: number): boolean {
  return count >= LIMITS.labelsPerBoard;
}

/** Only what the user changed, so an untouched form sends nothing. */
export function labelChanges(label: LabelDraft, draft: LabelDraft): Partial<LabelDraft> {
  return {
    ...(draft.name.trim() === label.name ? {} : { name: draft.name }),
    ...(draft.color === label.color ? {} : { color: draft.color }),
  };
}

/** Takes deleted labels off the cached cards, so chips and filters drop them before the next fetch. */
export function withoutLabel<Card extends { label_ids: readonly string[] }>(
  cards: readonly Card[],
  labelId: string,
): Card[] {
  return cards.map((card) =>
    card.label_ids.includes(labelId)
      ? { ...card, label_ids: card.label_ids.filter((id) => id !== labelId) }
      : card,
  );
}

/**
 * A card's labels as chips show them: by name, then id, whatever order the card's label ids came in
 * (a fetch and a live change list them differently), so chips never swap places between renders.
 * Ids the board no longer has are skipped.
 */
export function cardLabelsOf<Label extends { id: string; name: string }>(
  ids: readonly string[],
  labels: ReadonlyMap<string, Label>,
): Label[] {
  return ids
    .flatMap((id) => {
      const label = labels.get(id);
      return label ? [label] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

const paletteColors: ReadonlySet<string> = new Set(LABEL_COLORS);

/** Whether a stored colour (text in the database, held to the palette by a CHECK) is one of the palette's. */
export function isLabelColor(value: string | null | undefined): value is LabelColor {
  return value !== null && value !== undefined && paletteColors.has(value);
}
