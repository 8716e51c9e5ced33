import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { hoursFromNow, now } from '../fixtures/fixtures';
import { WebhooksPanel } from './WebhooksPanel';

const webhooks = [
  { id: 'w1', url: 'https://hooks.example.com/a', enabled: true, failing: false },
  { id: 'w2', url: 'https://hooks.example.com/b', enabled: false, failing: true },
];

const meta = {
  title: 'Settings/WebhooksPanel/Tests',
  component: WebhooksPanel,
  tags: ['test', '!autodocs', '!dev'],
  args: { webhooks, now, onAdd: fn(), onDelete: fn(), onToggleDeliveries: fn(), onRedeliver: fn() },
} satisfies Meta<typeof WebhooksPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddsAnEndpoint: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const add = canvas.getByRole('button', { name: 'Add webhook' });
    await expect(add).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Endpoint URL'), ' https://hooks.example.com/new ');
    await userEvent.click(add);
    await expect(args.onAdd).toHaveBeenCalledWith('https://hooks.example.com/new');
    await expect(canvas.getByLabelText('Endpoint URL')).toHaveValue('');
  },
};

export const ShowsTheSecretOnce: Story = {
  args: { newSecret: { webhookId: 'w1', secret: 'whsec_secret' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Signing secret')).toHaveValue('whsec_secret');
    await expect(canvas.getByRole('status')).toHaveTextContent('shown only this once');
  },
};

export const ListsDeliveriesAndRedelivers: Story = {
  args: {
    openWebhookId: 'w1',
    deliveries: [
      { id: 'd1', eventType: 'card.moved', status: 'failed', responseCode: 500, createdAt: hoursFromNow(-2) },
      {
        id: 'd2',
        eventType: 'card.created',
        status: 'sending',
        responseCode: null,
        createdAt: hoursFromNow(-1),
      },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('table', { name: 'Deliveries to https://hooks.example.com/a' }),
    ).toBeVisible();
    await expect(canvas.getByText('500')).toBeVisible();
    await expect(canvas.getByText('Failed')).toBeVisible();
    const [again, busy] = canvas.getAllByRole('button', { name: 'Redeliver' });
    await expect(busy).toBeDisabled();
    await userEvent.click(again!);
    await expect(args.onRedeliver).toHaveBeenCalledWith('d1');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide deliveries' }));
    await expect(args.onToggleDeliveries).toHaveBeenCalledWith('w1');
  },
};

export const DeletesAndSaysWhyOneIsOff: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Turned off after a day of failures')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Delete the webhook https://hooks.example.com/b' }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith('w2');
  },
};
