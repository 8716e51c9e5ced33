import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { hoursFromNow, now } from '../fixtures/fixtures';
import type { Usage } from '../fixtures/usage';
import { WebhooksPanel } from './WebhooksPanel';

const usage: Usage = {
  when: 'In the settings of a workspace or board, for its admins: the endpoints that hear its changes.',
  do: ['Show the signing secret once, right after adding', 'Show each delivery’s status and response code'],
  dont: ['Show it to people who cannot manage the workspace or board'],
  content: 'Say what happens to the address: “Teamboard sends each change to these addresses.”',
};

const webhooks = [
  { id: 'w1', url: 'https://hooks.example.com/teamboard', enabled: true, failing: false },
  { id: 'w2', url: 'https://old.example.com/in', enabled: false, failing: true },
];

const deliveries = [
  {
    id: 'd1',
    eventType: 'card.moved',
    status: 'delivered' as const,
    responseCode: 200,
    createdAt: hoursFromNow(-1),
  },
  {
    id: 'd2',
    eventType: 'card.completed',
    status: 'pending' as const,
    responseCode: 500,
    createdAt: hoursFromNow(-2),
  },
  {
    id: 'd3',
    eventType: 'comment.added',
    status: 'failed' as const,
    responseCode: null,
    createdAt: hoursFromNow(-30),
  },
];

const meta = {
  title: 'Settings/WebhooksPanel',
  component: WebhooksPanel,
  args: {
    webhooks,
    now,
    onAdd: fn(),
    onDelete: fn(),
    onToggleDeliveries: fn(),
    onRedeliver: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
  parameters: { usage },
} satisfies Meta<typeof WebhooksPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Endpoints: Story = {};
export const Empty: Story = { args: { webhooks: [] } };
export const JustAdded: Story = {
  args: { newSecret: { webhookId: 'w1', secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' } },
};
export const Deliveries: Story = { args: { openWebhookId: 'w1', deliveries } };
export const Failed: Story = { args: { error: 'Enter a full URL, such as https://example.com/hooks.' } };
