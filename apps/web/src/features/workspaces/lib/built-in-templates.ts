import type { LabelColor } from '@teamboard/sdk';
import type { MessageId, Translate } from '@/shared/i18n';

/**
 * The boards every workspace can start from, besides its own templates. A built-in template is
 * made into a board by the import of a Teamboard export (one request, all or nothing, with the
 * server's checks of who may create boards), written in the language the person uses.
 */
export const BUILT_IN_TEMPLATE_IDS = ['kanban', 'sprint', 'bug-triage', 'personal'] as const;
export type BuiltInTemplateId = (typeof BUILT_IN_TEMPLATE_IDS)[number];

interface TemplateLabel {
  readonly name: MessageId;
  readonly color: LabelColor;
}

interface TemplateCard {
  /** Index into the template's lists. */
  readonly list: number;
  readonly title: MessageId;
  readonly description?: MessageId;
  /** Indexes into the template's labels; an export carries only the labels its cards use. */
  readonly labels?: readonly number[];
}

export interface BuiltInTemplate {
  readonly name: MessageId;
  readonly lists: readonly MessageId[];
  readonly labels: readonly TemplateLabel[];
  readonly cards: readonly TemplateCard[];
}

export const BUILT_IN_TEMPLATES: Readonly<Record<BuiltInTemplateId, BuiltInTemplate>> = {
  kanban: {
    name: 'templates.kanban.name',
    lists: ['templates.kanban.list.todo', 'templates.kanban.list.doing', 'templates.kanban.list.done'],
    labels: [],
    cards: [
      {
        list: 0,
        title: 'templates.kanban.card.welcome',
        description: 'templates.kanban.card.welcomeDescription',
      },
    ],
  },
  sprint: {
    name: 'templates.sprint.name',
    lists: [
      'templates.sprint.list.backlog',
      'templates.sprint.list.sprint',
      'templates.sprint.list.progress',
      'templates.sprint.list.review',
      'templates.sprint.list.done',
    ],
    labels: [
      { name: 'templates.sprint.label.feature', color: 'blue' },
      { name: 'templates.sprint.label.bug', color: 'red' },
      { name: 'templates.sprint.label.chore', color: 'gray' },
    ],
    cards: [
      { list: 0, title: 'templates.sprint.card.feature', labels: [0] },
      { list: 0, title: 'templates.sprint.card.bug', labels: [1] },
      {
        list: 1,
        title: 'templates.sprint.card.goal',
        description: 'templates.sprint.card.goalDescription',
        labels: [2],
      },
      { list: 1, title: 'templates.sprint.card.retro', labels: [2] },
    ],
  },
  'bug-triage': {
    name: 'templates.bugTriage.name',
    lists: [
      'templates.bugTriage.list.new',
      'templates.bugTriage.list.confirmed',
      'templates.bugTriage.list.fixing',
      'templates.bugTriage.list.fixed',
      'templates.bugTriage.list.wontFix',
    ],
    labels: [
      { name: 'templates.bugTriage.label.critical', color: 'red' },
      { name: 'templates.bugTriage.label.minor', color: 'yellow' },
    ],
    cards: [
      {
        list: 0,
        title: 'templates.bugTriage.card.example',
        description: 'templates.bugTriage.card.exampleDescription',
        labels: [0],
      },
      { list: 1, title: 'templates.bugTriage.card.minor', labels: [1] },
    ],
  },
  personal: {
    name: 'templates.personal.name',
    lists: ['templates.personal.list.week', 'templates.personal.list.today', 'templates.personal.list.done'],
    labels: [
      { name: 'templates.personal.label.home', color: 'green' },
      { name: 'templates.personal.label.work', color: 'blue' },
    ],
    cards: [
      { list: 0, title: 'templates.personal.card.plan', labels: [1] },
      { list: 0, title: 'templates.personal.card.errand', labels: [0] },
    ],
  },
};

/** The Select value of a built-in template, kept apart from the workspace templates' board ids. */
export const builtInValue = (id: BuiltInTemplateId): string => `built-in:${id}`;

export const builtInTemplateOf = (value: string): BuiltInTemplateId | undefined =>
  BUILT_IN_TEMPLATE_IDS.find((id) => builtInValue(id) === value);

/** A built-in template as a Teamboard board export, in the language of `t`. */
export function builtInTemplateExport(id: BuiltInTemplateId, t: Translate, name: string): string {
  const template = BUILT_IN_TEMPLATES[id];
  return JSON.stringify({
    exported_at: new Date().toISOString(),
    board: { name },
    lists: template.lists.map((list, index) => ({ id: `list-${String(index)}`, name: t(list) })),
    cards: template.cards.map((card, index) => ({
      id: `card-${String(index)}`,
      list_id: `list-${String(card.list)}`,
      title: t(card.title),
      description: card.description ? t(card.description) : null,
      labels: (card.labels ?? []).map((label) => ({
        name: t(template.labels[label]!.name),
        color: template.labels[label]!.color,
      })),
    })),
  });
}
