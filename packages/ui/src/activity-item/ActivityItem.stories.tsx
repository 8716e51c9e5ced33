import type { Meta, StoryObj } from '@storybook/react-vite';
import { hoursFromNow, longText, now, people } from '../fixtures/fixtures';
import { ActivityItem } from './ActivityItem';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: "One entry of a card's or board's history: who did what, when.",
  whenNot: "For things that need the reader's action, use NotificationItem.",
  do: ['Group a feed by day when it grows long', 'Pass a fixed `now` in tests so times stay stable'],
  dont: [
    'Use it for live presence; that is PresenceBar',
    'Rewrite the sentence per screen; the kinds are fixed',
  ],
  content: 'Past tense, actor first: “Ada moved Quarterly roadmap to Done”.',
};

const meta = {
  title: 'Board/ActivityItem',
  component: ActivityItem,
  args: {
    actor: people.grace,
    kind: 'card.moved',
    payload: { cardTitle: 'Rate-limit the invite endpoint', fromList: 'To do', toList: 'Doing' },
    createdAt: hoursFromNow(-0.2),
    now,
  },
  decorators: [
    (Story, { parameters }) => (
      <ol className="tb-activity-list" style={{ maxWidth: parameters.narrow ? 320 : 420 }}>
        {Story()}
      </ol>
    ),
  ],
  parameters: { usage },
} satisfies Meta<typeof ActivityItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Moved: Story = {};
export const Commented: Story = {
  args: { kind: 'comment.added', payload: { cardTitle: 'Sign-in page copy' } },
};
export const Renamed: Story = {
  args: { kind: 'card.renamed', payload: { cardTitle: 'Sign-in page copy', previousTitle: 'Login copy' } },
};
export const DueDateSet: Story = {
  args: {
    kind: 'card.due_changed',
    payload: { cardTitle: 'Sign-in page copy', dueAt: new Date('2026-03-12T14:30:00') },
  },
};
export const DueDateRemoved: Story = {
  args: { kind: 'card.due_changed', payload: { cardTitle: 'Sign-in page copy', dueAt: null } },
};
export const ByRule: Story = {
  args: { kind: 'card.completed', payload: { cardTitle: 'Sign-in page copy', ruleName: 'Done means done' } },
};
export const LabelAdded: Story = {
  args: { kind: 'card.labeled', payload: { cardTitle: 'Sign-in page copy', labelName: 'Urgent' } },
};
export const ChecklistCompletedByRuleInGerman: Story = {
  args: { kind: 'checklist.completed', payload: { cardTitle: 'Anmeldeseite', ruleName: 'Abgehakt' } },
  globals: { locale: 'de' },
};
export const DuePassedInGerman: Story = {
  args: { kind: 'card.due_passed', payload: { cardTitle: 'Anmeldeseite' } },
  globals: { locale: 'de' },
};
export const Joined: Story = { args: { kind: 'member.joined', actor: people.tim, payload: {} } };
export const UnknownKind: Story = { args: { kind: 'card.teleported', payload: {} } };
export const LongCardTitle: Story = {
  args: { payload: { cardTitle: longText, fromList: 'Backlog', toList: 'Done' } },
  parameters: { narrow: true },
};
export const Feed: Story = {
  render: () => (
    <>
      <ActivityItem
        actor={people.ada}
        kind="card.created"
        payload={{ cardTitle: 'Dark theme', listName: 'To do' }}
        createdAt={hoursFromNow(-50)}
        now={now}
      />
      <ActivityItem
        actor={people.alan}
        kind="attachment.added"
        payload={{ cardTitle: 'Dark theme', fileName: 'palette.png' }}
        createdAt={hoursFromNow(-26)}
        now={now}
      />
      <ActivityItem
        actor={people.grace}
        kind="member.role_changed"
        payload={{ memberName: 'Tim', role: 'admin' }}
        createdAt={hoursFromNow(-3)}
        now={now}
      />
      <ActivityItem
        actor={people.katherine}
        kind="card.completed"
        payload={{ cardTitle: 'Dark theme' }}
        createdAt={hoursFromNow(-0.01)}
        now={now}
      />
    </>
  ),
};
