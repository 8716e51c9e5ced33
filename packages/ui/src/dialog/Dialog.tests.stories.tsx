import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { TextField } from '../text-field';
import { Dialog } from './Dialog';
import { ModalClose } from './Modal';

const meta = {
  title: 'Overlays/Dialog/Tests',
  component: Dialog,
  tags: ['test', '!autodocs', '!dev'],
  args: {
    title: 'Rename list',
    trigger: <Button>Rename</Button>,
    children: <TextField label="List name" defaultValue="Doing" />,
    footer: (
      <>
        <ModalClose asChild>
          <Button variant="ghost">Cancel</Button>
        </ModalClose>
        <Button>Save</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TrapsFocusAndReturnsIt: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Rename' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Rename list' });

    // Focus moves into the dialog, onto its first field.
    await waitFor(() => expect(within(dialog).getByLabelText('List name')).toHaveFocus());

    // Tabbing past the last control wraps around inside the dialog, never to the page behind it.
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);

    // Escape closes it and focus goes back to the button that opened it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const CloseButtonReturnsFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Rename' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

// A confirmation has no body: focus starts on the safe choice, never on an empty box.
export const ConfirmFocusesTheSafeAction: Story = {
  args: {
    size: 'sm',
    title: 'Delete this list?',
    defaultOpen: true,
    children: null,
    footer: (
      <>
        <ModalClose asChild>
          <Button variant="ghost">Keep it</Button>
        </ModalClose>
        <Button variant="danger">Delete list</Button>
      </>
    ),
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Delete this list?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus());
    await expect(dialog.querySelector('.tb-dialog__body')).toBeNull();
  },
};
