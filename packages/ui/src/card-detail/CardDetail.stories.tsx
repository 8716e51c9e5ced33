import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Drawer } from '../drawer';
import { SimulatedUploads } from '../file-dropzone/SimulatedUploads';
import { narrow } from '../fixtures/decorators';
import { hoursFromNow, labels, now, people } from '../fixtures/fixtures';
import { AttachmentsList } from './AttachmentsList';
import { CardChecklist } from './CardChecklist';
import { CardDescription } from './CardDescription';
import { CardDetailHeader } from './CardDetailHeader';
import { CommentsThread, type CommentEntry } from './CommentsThread';
import { labelsControl, peopleControl } from '../fixtures/controls';
import type { Usage } from '../fixtures/usage';

/** What the time-draft story's stand-in for the server sends when the due date moves. */
const SERVER_MOVES_DUE = 'story:server-moves-due';

const description = `Members who were invited but never signed in should get **one** reminder after three days.

- Use the same template as the invitation
- Respect the hourly sending limit`;

const checklists = [
  {
    id: 'l1',
    name: 'Checklist',
    items: [
      { id: '1', body: 'Write the email template', done: true },
      { id: '2', body: 'Schedule the job', done: true },
      { id: '3', body: 'Add a setting to switch reminders off', done: false },
    ],
  },
];

const comments: CommentEntry[] = [
  {
    id: 'c1',
    author: people.grace,
    body: 'Should the reminder go to **expired** invitations too?',
    createdAt: hoursFromNow(-26),
  },
  {
    id: 'c2',
    author: people.ada,
    body: 'No — only pending ones. Expired ones need a fresh invite.',
    createdAt: hoursFromNow(-3),
    editedAt: hoursFromNow(-2),
    canEdit: true,
    canDelete: true,
  },
  { id: 'c3', author: people.alan, body: '', createdAt: hoursFromNow(-1), deleted: true },
];

const attachments = [
  {
    id: 'a1',
    fileName: 'reminder-email-mockup.png',
    mimeType: 'image/png',
    sizeBytes: 482_000,
    uploadedBy: 'Grace Hopper',
    createdAt: hoursFromNow(-30),
    canDelete: false,
  },
  {
    id: 'a2',
    fileName: 'invitation-funnel-q1-with-a-very-long-file-name.csv',
    mimeType: 'text/csv',
    sizeBytes: 12_400,
    uploadedBy: 'Ada Lovelace',
    createdAt: hoursFromNow(-2),
    canDelete: true,
  },
];

function CardDetail({ readOnly = false }: { readOnly?: boolean }) {
  return (
    <>
      <CardDetailHeader
        title="Remind invitees who never signed in"
        listName="Doing"
        labels={[labels.feature, labels.backend]}
        assignees={[people.ada, people.grace]}
        dueAt={hoursFromNow(30)}
        now={now}
        locale="en-GB"
        readOnly={readOnly}
        onTitleChange={fn()}
        onCompletedChange={fn()}
        onDueChange={fn()}
      />
      <CardDescription description={description} readOnly={readOnly} onSave={fn()} />
      <CardChecklist
        checklists={checklists}
        readOnly={readOnly}
        onToggle={fn()}
        onAdd={fn()}
        onDelete={fn()}
      />
      <AttachmentsList
        attachments={attachments}
        now={now}
        onDownload={fn()}
        onDelete={fn()}
        upload={
          readOnly
            ? undefined
            : { onFiles: fn(), maxSizeBytes: 25 * 1024 * 1024, hint: 'Any file up to 25 MB' }
        }
      />
      <CommentsThread
        comments={comments}
        now={now}
        onSubmit={readOnly ? undefined : fn()}
        onEdit={fn()}
        onDelete={fn()}
      />
    </>
  );
}

const usage: Usage = {
  when: 'Everything about one card, inside the card drawer.',
  do: ['Keep the title editable in place', 'Show read-only viewers the same layout without controls'],
  dont: ['Open a second drawer from inside it'],
  content: 'Section headings are nouns: “Checklist”, “Comments”, “Attachments”.',
};

const meta = {
  title: 'Board/CardDetail',
  component: CardDetailHeader,
  argTypes: { labels: labelsControl, assignees: peopleControl },
  args: {
    title: 'Remind invitees who never signed in',
    listName: 'Doing',
    labels: [labels.feature, labels.backend],
    assignees: [people.ada, people.grace],
    dueAt: hoursFromNow(30),
    now,
    locale: 'en-GB',
    onTitleChange: fn(),
    onCompletedChange: fn(),
    onStartChange: fn(),
    onDueChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  parameters: { usage },
} satisfies Meta<typeof CardDetailHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Header: Story = {};
export const HeaderOverdue: Story = { args: { dueAt: hoursFromNow(-20), labels: [labels.bug] } };
export const HeaderCompleted: Story = { args: { completed: true, dueAt: hoursFromNow(-20) } };
export const HeaderEmpty: Story = { args: { labels: [], assignees: [], dueAt: null } };
export const HeaderReadOnly: Story = { args: { readOnly: true } };
export const HeaderWithStart: Story = { args: { startAt: hoursFromNow(-60) } };
export const HeaderStartReadOnly: Story = { args: { startAt: hoursFromNow(-60), readOnly: true } };
/** The start picker offers no day after the due date (11 March here), so a span never runs backwards. */
export const HeaderStartStopsAtDue: Story = {
  tags: ['test', '!autodocs', '!dev'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Start date/ }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Choose a date' });
    const day = (n: string) =>
      within(dialog)
        .getAllByRole('button')
        .find((b) => b.textContent === n);
    await expect(day('12')).toBeDisabled();
    await expect(day('11')).toBeEnabled();
    await userEvent.click(day('9')!);
    await waitFor(() => expect(args.onStartChange).toHaveBeenCalledOnce());
    await expect((args.onStartChange!.mock.calls[0]?.[0] as Date).getDate()).toBe(9);
  },
};
export const HeaderStartInGerman: Story = {
  globals: { locale: 'de' },
  args: { startAt: hoursFromNow(-60), locale: 'de-DE' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Beginn')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Startdatum/ })).toBeVisible();
  },
};
/**
 * A time being typed survives a newer due date arriving (another person, or the server's answer
 * after the saved copy): it is committed on the newest day instead of being reset under the typing.
 */
export const HeaderTimeDraftKept: Story = {
  tags: ['test', '!autodocs', '!dev'],
  render: function Render(args) {
    const [dueAt, setDueAt] = useState(args.dueAt ?? null);
    useEffect(() => {
      const later = () => setDueAt(new Date(2025, 2, 14, 9, 0));
      window.addEventListener(SERVER_MOVES_DUE, later);
      return () => window.removeEventListener(SERVER_MOVES_DUE, later);
    }, []);
    return <CardDetailHeader {...args} dueAt={dueAt} />;
  },
  args: { dueAt: new Date(2025, 2, 11, 9, 0) },
  play: async ({ canvas, userEvent, args }) => {
    const time = canvas.getByLabelText('Due time');
    await userEvent.clear(time);
    await userEvent.type(time, '14:30');
    await expect(time).toHaveValue('14:30');
    window.dispatchEvent(new Event(SERVER_MOVES_DUE));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Due date/ })).toHaveTextContent(/14/));
    await expect(time).toHaveValue('14:30');
    await userEvent.tab();
    await waitFor(() => expect(args.onDueChange).toHaveBeenCalledOnce());
    await expect(args.onDueChange!.mock.calls[0]?.[0]).toEqual(new Date(2025, 2, 14, 14, 30));
  },
};
export const HeaderConflict: Story = {
  args: { notice: 'Grace changed this card while you were editing. You are now seeing her version.' },
};

export const Description: Story = {
  render: () => <CardDescription description={description} onSave={fn()} />,
};
export const DescriptionEmpty: Story = { render: () => <CardDescription description="" onSave={fn()} /> };
export const DescriptionEditing: Story = {
  render: () => <CardDescription description={description} onSave={fn()} defaultEditing />,
};
export const DescriptionSaveFailed: Story = {
  render: () => (
    <CardDescription
      description={description}
      onSave={fn()}
      defaultEditing
      error="Couldn't save: you are offline."
    />
  ),
};
/** After a conflict the host shows its notice above and can reopen the editor on the user's text. */
export const DescriptionWithNotice: Story = {
  render: () => (
    <CardDescription
      description={description}
      onSave={fn()}
      notice={<p role="status">Someone else changed this description while you were editing.</p>}
    />
  ),
};
function HostedDescription({ onSave }: { onSave: (text: string) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <>
      <Button size="sm" onClick={() => setDraft('My own version')}>
        Edit with my version
      </Button>
      <CardDescription description={description} draft={draft} onDraftChange={setDraft} onSave={onSave} />
    </>
  );
}
const hostSaved = fn();
export const DescriptionHostKeepsTheDraft: Story = {
  tags: ['test', '!autodocs', '!dev'],
  render: () => <HostedDescription onSave={hostSaved} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit with my version' }));
    const editor = canvas.getByRole('textbox', { name: 'Description' });
    await expect(editor).toHaveValue('My own version');
    await userEvent.type(editor, ', longer');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(hostSaved).toHaveBeenCalledWith('My own version, longer');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('textbox', { name: 'Description' })).toBeNull();
    // Edit starts from the saved description.
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue(description);
  },
};
export const DescriptionReadOnlyEmpty: Story = { render: () => <CardDescription description="" readOnly /> };

export const Checklist: Story = {
  render: () => <CardChecklist checklists={checklists} onToggle={fn()} onAdd={fn()} onDelete={fn()} />,
};
export const ChecklistEmpty: Story = { render: () => <CardChecklist checklists={[]} onAdd={fn()} /> };
export const ChecklistFull: Story = {
  render: () => (
    <CardChecklist
      checklists={[
        {
          id: 'l1',
          name: 'Checklist',
          items: Array.from({ length: 50 }, (_, index) => ({
            id: `${index}`,
            body: `Step ${index + 1}`,
            done: index < 30,
          })),
        },
      ]}
      onToggle={fn()}
      onAdd={fn()}
    />
  ),
};
export const ChecklistReadOnly: Story = { render: () => <CardChecklist checklists={checklists} readOnly /> };

export const Comments: Story = {
  render: () => (
    <CommentsThread comments={comments} now={now} onSubmit={fn()} onEdit={fn()} onDelete={fn()} />
  ),
};
export const CommentsEmpty: Story = {
  render: () => <CommentsThread comments={[]} now={now} onSubmit={fn()} />,
};
export const CommentsLoading: Story = {
  render: () => <CommentsThread comments={[]} status="loading" now={now} />,
};
export const CommentsError: Story = {
  render: () => (
    <CommentsThread
      comments={[]}
      status="error"
      errorMessage="You seem to be offline."
      onRetry={fn()}
      now={now}
    />
  ),
};
export const CommentsPosting: Story = {
  render: () => (
    <CommentsThread
      comments={[
        ...comments,
        { id: 'c4', author: people.ada, body: 'On it.', createdAt: now, pending: true },
      ]}
      now={now}
      onSubmit={fn()}
      submitting
    />
  ),
};

export const Attachments: Story = {
  render: () => (
    <AttachmentsList
      attachments={attachments}
      now={now}
      onDownload={fn()}
      onDelete={fn()}
      upload={{
        onFiles: fn(),
        onCancel: fn(),
        uploads: [
          { id: 'u1', name: 'design-review.pdf', sizeBytes: 3_200_000, progress: 0.35, status: 'uploading' },
          {
            id: 'u2',
            name: 'demo.mov',
            sizeBytes: 24_000_000,
            progress: 0.8,
            status: 'failed',
            error: 'Upload cancelled.',
          },
        ],
      }}
    />
  ),
};
const makeCover = fn();
const removeCover = fn();

/** An image attachment can be the cover: its row says so and offers to remove it; other images offer "Make cover". */
export const AttachmentsWithCover: Story = {
  render: () => (
    <AttachmentsList
      attachments={[
        ...attachments.map((attachment) => ({
          ...attachment,
          canBeCover: attachment.mimeType === 'image/png',
        })),
        {
          id: 'a9',
          fileName: 'whiteboard.jpg',
          mimeType: 'image/jpeg',
          sizeBytes: 910_000,
          uploadedBy: 'Ada Lovelace',
          createdAt: hoursFromNow(-2),
          canBeCover: true,
        },
      ]}
      now={now}
      coverId="a1"
      onMakeCover={makeCover}
      onRemoveCover={removeCover}
      onDownload={fn()}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    // Only images offer it, and the cover itself offers removal instead.
    await expect(canvas.getAllByRole('button', { name: /^Make cover/ })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Make cover whiteboard.jpg' }));
    await expect(makeCover).toHaveBeenCalledWith('a9');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove cover reminder-email-mockup.png' }));
    await expect(removeCover).toHaveBeenCalled();
  },
};
export const AttachmentsEmpty: Story = {
  render: () => <AttachmentsList attachments={[]} now={now} upload={{ onFiles: fn() }} />,
};
export const FullCardInDrawer: Story = {
  // A modal drawer would lock the docs page; it opens on its own page.
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: 800 }}>{Story()}</div>],
  render: () => (
    <Drawer title="Card details" hideTitle defaultOpen size="lg">
      <CardDetail />
    </Drawer>
  ),
};
export const FullCardReadOnly: Story = { render: () => <CardDetail readOnly /> };
export const FullCardNarrow: Story = { render: () => <CardDetail />, decorators: [narrow] };
export const UploadWhileEditing: Story = {
  render: () => <SimulatedUploads onFiles={fn()} maxSizeBytes={25 * 1024 * 1024} step={0.05} tickMs={400} />,
};
