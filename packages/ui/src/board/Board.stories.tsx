import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BoardColumn } from '../board-column';
import { CardTile } from '../card-tile';
import { hoursFromNow, labels, now, people } from '../fixtures/fixtures';
import { PresenceBar } from '../presence-bar';
import type { Usage } from '../fixtures/usage';

/** How the board pieces compose; the web app owns the real board (data, drag and drop). */
function BoardPreview() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: 16, height: 620 }}>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 12,
          flexWrap: 'wrap',
        }}
      >
        <h1 style={{ margin: 0, fontSize: 'var(--tb-text-xl)' }}>Platform team</h1>
        <PresenceBar
          viewers={[
            { ...people.grace, openCard: 'Rate-limit the invite endpoint' },
            people.alan,
            people.katherine,
          ]}
        />
      </div>
      <div
        style={{
          display: 'flex',
          gap: 12,
          alignItems: 'flex-start',
          overflowX: 'auto',
          flex: 1,
          minHeight: 0,
        }}
      >
        <BoardColumn name="To do" cardCount={3} onAddCard={fn()}>
          <CardTile
            key="1"
            title="Dark theme for the card drawer"
            labels={[labels.design]}
            dueAt={hoursFromNow(120)}
            assignees={[people.margaret]}
            now={now}
            onOpen={fn()}
          />
          <CardTile
            key="2"
            title="Export board as CSV"
            labels={[labels.feature, labels.backend]}
            attachmentCount={1}
            now={now}
            onOpen={fn()}
          />
          <CardTile key="3" title="Document the invite flow" labels={[labels.docs]} now={now} onOpen={fn()} />
        </BoardColumn>
        <BoardColumn name="Doing" cardCount={3} wipLimit={2} onAddCard={fn()}>
          <CardTile
            key="4"
            title="Rate-limit the invite endpoint"
            labels={[labels.backend, labels.urgent]}
            dueAt={hoursFromNow(-5)}
            assignees={[people.grace, people.alan]}
            commentCount={3}
            checklist={{ done: 1, total: 4 }}
            viewers={[people.grace]}
            now={now}
            onOpen={fn()}
          />
          <CardTile
            key="5"
            title="Remind invitees who never signed in"
            labels={[labels.feature]}
            dueAt={hoursFromNow(20)}
            assignees={[people.ada]}
            checklist={{ done: 2, total: 3 }}
            attachmentCount={2}
            now={now}
            onOpen={fn()}
          />
          <CardTile
            key="6"
            title="Presence avatars flicker on reconnect"
            labels={[labels.bug]}
            assignees={[people.linus]}
            commentCount={7}
            now={now}
            onOpen={fn()}
          />
        </BoardColumn>
        <BoardColumn name="Done" cardCount={1} onAddCard={fn()}>
          <CardTile
            key="7"
            title="Sign-in page copy"
            completed
            dueAt={hoursFromNow(-48)}
            checklist={{ done: 3, total: 3 }}
            assignees={[people.katherine]}
            now={now}
            onOpen={fn()}
          />
        </BoardColumn>
        <BoardColumn name="Review" cardCount={0} status="loading" />
      </div>
    </div>
  );
}

const usage: Usage = {
  when: 'A preview of a whole board, for checking the pieces together.',
  do: ['Use it to review spacing and colour across components'],
  dont: ['Ship it as a page: the app composes its own board'],
};

const meta = {
  title: 'Board/Board preview',
  component: BoardPreview,
  parameters: { usage, layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof BoardPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
