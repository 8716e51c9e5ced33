import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import type { Usage } from '../fixtures/usage';
import { Stack } from '../layout';
import { Popover, PopoverClose } from './Popover';

const usage: Usage = {
  when: 'A small panel tied to a control that people use and dismiss quickly: filters, a picker, a two-field form.',
  whenNot: 'A decision that must be made before going on is a Dialog; a hint without controls is a Tooltip.',
  do: ['Give it a `label` that names the panel', 'Keep it short enough not to scroll'],
  dont: ['Nest popovers', 'Put a whole page of content in one'],
};

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  args: {
    label: 'Filter cards',
    trigger: <Button variant="secondary">Filter</Button>,
    children: (
      <Stack gap={2}>
        <Checkbox label="Only my cards" />
        <Checkbox label="Due this week" />
        <PopoverClose asChild>
          <Button size="sm">Done</Button>
        </PopoverClose>
      </Stack>
    ),
  },
  decorators: [(Story) => <div style={{ minHeight: 200 }}>{Story()}</div>],
  parameters: { usage },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const OpensClosesAndReturnsFocus: Story = {
  tags: ['test', '!autodocs', '!dev'],
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Filter' });
    await userEvent.click(trigger);
    const panel = await within(document.body).findByRole('dialog', { name: 'Filter cards' });
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
