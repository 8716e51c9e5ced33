import { checklistItemBodySchema, checklistNameSchema, validate, type ChecklistItem } from '@teamboard/sdk';
import { CardChecklist, type ChecklistGroup, type ChecklistItemDetails } from '@teamboard/ui';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/lib/error-message';

/** One of the card's checklists, as the editor shows it. */
export interface ChecklistHeading {
  readonly id: string;
  readonly name: string;
}

/** What may change of an item's ownership: `null` takes the owner or date off. */
export type ItemDetails = ChecklistItemDetails;

export interface ChecklistEditorProps {
  /** The card's checklists in order. */
  checklists: readonly ChecklistHeading[];
  /** The card's items in order; each shows under its checklist. */
  items: readonly ChecklistItem[];
  /** The people who can see the board: an item's possible owners. */
  people: readonly { id: string; name: string }[];
  /** The title of a card of the board, for an item turned into one. */
  cardTitleOf: (cardId: string) => string | undefined;
  /** Where a card opens. */
  cardPath: (cardId: string) => string;
  readOnly: boolean;
  /** Adds an item to a checklist (the card's first, or a new one, when `undefined`). */
  onAdd: (checklistId: string | undefined, body: string) => void;
  onToggle: (itemId: string, done: boolean) => void;
  onEdit: (itemId: string, body: string) => void;
  onDelete: (itemId: string) => void;
  /** Moves an item one place up (-1) or down (+1) in its checklist. */
  onMove: (itemId: string, by: -1 | 1) => void;
  onDetails: (itemId: string, details: ItemDetails) => void;
  onConvert: (itemId: string) => void;
  onAddChecklist: (name: string) => void;
  onRenameChecklist: (checklistId: string, name: string) => void;
  /** Moves a checklist one place up (-1) or down (+1). */
  onMoveChecklist: (checklistId: string, by: -1 | 1) => void;
  onDeleteChecklist: (checklistId: string) => void;
}

/** The card's checklists in order, each with its items in order, as the library's checklist takes them. */
export function checklistsOf(
  checklists: readonly ChecklistHeading[],
  items: readonly ChecklistItem[],
): ChecklistGroup[] {
  return checklists.map((checklist) => ({
    id: checklist.id,
    name: checklist.name,
    items: items
      .filter((item) => item.checklist_id === checklist.id)
      .map((item) => ({
        id: item.id,
        body: item.body,
        done: item.done,
        ownerId: item.assignee_id,
        dueAt: item.due_at,
        convertedCardId: item.converted_card_id,
      })),
  }));
}

/** Checks a text against an SDK schema before any request: the message, or nothing when valid. */
function problemWith(schema: typeof checklistItemBodySchema, text: string): string | undefined {
  try {
    validate(schema, text);
    return undefined;
  } catch (error) {
    return errorMessage(error);
  }
}

/**
 * The card's checklists, drawn by the library's `CardChecklist`: this passes the rows in, the SDK's
 * checks (so a refusal reads as the server's would) and the app's link to a converted item's card.
 */
export function ChecklistEditor({ checklists, items, cardTitleOf, cardPath, ...rest }: ChecklistEditorProps) {
  return (
    <CardChecklist
      {...rest}
      checklists={checklistsOf(checklists, items)}
      checkItem={(body) => problemWith(checklistItemBodySchema, body)}
      checkName={(name) => problemWith(checklistNameSchema, name)}
      cardTitleOf={cardTitleOf}
      renderCardLink={(cardId, text) => <Link to={cardPath(cardId)}>{text}</Link>}
    />
  );
}
