import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { hoursFromNow, now } from '../fixtures/fixtures';
import { ShareLinkPanel } from './ShareLinkPanel';

const url = 'https://teamboard.example/s/token-for-tests';

const meta = {
  title: 'Board/ShareLinkPanel/Tests',
  component: ShareLinkPanel,
  tags: ['test', '!autodocs', '!dev'],
  args: { state: 'none', now, onCreate: fn(), onRevoke: fn() },
} satisfies Meta<typeof ShareLinkPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreatesALink: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Revoke link' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Create public link' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

export const CopiesTheNewLink: Story = {
  args: { state: 'created', url, copyText: fn(() => Promise.resolve()) },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('Public link')).toHaveValue(url);
    await expect(canvas.getByRole('status')).toHaveTextContent('shown only this once');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.copyText).toHaveBeenCalledWith(url);
    await expect(canvas.getByRole('status')).toHaveTextContent('Link copied.');
  },
};

export const SelectsTheLinkWhenCopyingIsRefused: Story = {
  args: { state: 'created', url, copyText: fn(() => Promise.reject(new Error('denied'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('copy it with your keyboard');
    const field = canvas.getByLabelText<HTMLInputElement>('Public link');
    await expect(field.selectionStart).toBe(0);
    await expect(field.selectionEnd).toBe(url.length);
  },
};

export const ReplacesOrRevokesTheActiveLink: Story = {
  args: { state: 'active', createdAt: hoursFromNow(-3) },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(/A public link is active, made 3 hours ago/)).toBeVisible();
    await expect(canvas.queryByLabelText('Public link')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Make a new link' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke link' }));
    await expect(args.onRevoke).toHaveBeenCalledOnce();
  },
};

export const WaitsWhileBusy: Story = {
  args: { state: 'active', busy: true, error: 'Network down.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Revoke link' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Make a new link' })).toBeDisabled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network down.');
  },
};
