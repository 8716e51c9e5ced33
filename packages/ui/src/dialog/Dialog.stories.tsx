import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../button';
import { longText } from '../fixtures/fixtures';
import { TextField } from '../text-field';
import { Dialog } from './Dialog';
import { ModalClose } from './Modal';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'A short task or a confirmation that must be finished or dismissed before going on.',
  whenNot: 'For long or side-by-side content use Drawer; for a passing message use Toast.',
  do: [
    'Give every dialog a title that names the task',
    'Put the safe action first; focus starts there in confirmations',
    'Close on Escape and return focus to the trigger (built in)',
  ],
  dont: ['Open a dialog from a dialog', 'Use a dialog for information nobody has to act on'],
  content: 'Title is a question or a task (“Delete this list?”, “Create a board”); buttons repeat the verb.',
};

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Create a board',
    description: 'Boards hold the lists and cards of one project.',
    defaultOpen: true,
    onOpenChange: fn(),
    trigger: <Button>New board</Button>,
    children: <TextField label="Board name" placeholder="Q3 roadmap" />,
    footer: (
      <>
        <ModalClose asChild>
          <Button variant="ghost">Cancel</Button>
        </ModalClose>
        <Button>Create board</Button>
      </>
    ),
  },
  parameters: { usage, layout: 'fullscreen', modal: true },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Closed: Story = { args: { defaultOpen: false } };
export const Confirm: Story = {
  args: {
    size: 'sm',
    title: 'Delete this workspace?',
    description: 'Its boards, cards and files are deleted for everyone. This cannot be undone.',
    children: null,
    footer: (
      <>
        <ModalClose asChild>
          <Button variant="ghost">Keep it</Button>
        </ModalClose>
        <Button variant="danger">Delete workspace</Button>
      </>
    ),
  },
};
export const WithoutDescription: Story = { args: { description: undefined } };
export const LongContent: Story = {
  args: {
    title: longText,
    children: Array.from({ length: 30 }, (_, index) => <p key={index}>{longText}</p>),
  },
};
