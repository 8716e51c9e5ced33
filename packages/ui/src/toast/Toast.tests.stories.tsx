import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { ToastProvider, useToast } from './Toast';

function Trigger({ duration }: { duration?: number }) {
  const { toast } = useToast();
  return <Button onClick={() => toast({ title: 'Card archived', duration })}>Archive</Button>;
}

const meta = {
  title: 'Feedback/Toast/Tests',
  component: ToastProvider,
  tags: ['test', '!autodocs', '!dev'],
  args: { children: <Trigger /> },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const toastNamed = (name: string) => within(document.body).queryByText(name);

export const DismissWithCloseButton: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(toastNamed('Card archived')).not.toBeNull());
    await userEvent.click(within(document.body).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(toastNamed('Card archived')).toBeNull());
  },
};

export const DismissWithEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(toastNamed('Card archived')).not.toBeNull());
    // F8 jumps to the notifications region, as Radix documents; Escape then closes the focused toast.
    await userEvent.keyboard('{F8}');
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(toastNamed('Card archived')).toBeNull());
  },
};

export const HidesItselfAfterItsDuration: Story = {
  args: { children: <Trigger duration={300} /> },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(toastNamed('Card archived')).not.toBeNull());
    await waitFor(() => expect(toastNamed('Card archived')).toBeNull(), { timeout: 3000 });
  },
};

export const MountsItsRegionWithTheFirstToast: Story = {
  play: async ({ canvas, userEvent }) => {
    const region = () => within(document.body).queryByRole('region', { name: /^Notifications/ });
    // Nothing of Radix's toast is on the page (nor its code loaded) before something is said.
    await expect(region()).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(toastNamed('Card archived')).not.toBeNull());
    await expect(region()).not.toBeNull();
  },
};
