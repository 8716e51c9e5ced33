import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button';
import { narrow } from '../fixtures/decorators';
import { ToastProvider, useToast, type ToastOptions } from './Toast';
import type { Usage } from '../fixtures/usage';

function Demo({ initial = [] }: { initial?: ToastOptions[] }) {
  const { toast } = useToast();
  useEffect(() => {
    for (const options of initial) toast(options);
  }, [initial, toast]);
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button variant="secondary" onClick={() => toast({ title: 'Card moved to Done', variant: 'success' })}>
        Success
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast({
            title: 'Board archived',
            action: { label: 'Undo', altText: 'Restore it from Archived boards', onClick: fn() },
          })
        }
      >
        With action
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast({ title: 'Upload failed', description: 'report.pdf is larger than 25 MB.', variant: 'error' })
        }
      >
        Error
      </Button>
    </div>
  );
}

const usage: Usage = {
  when: 'A brief confirmation of something that just happened, optionally with Undo.',
  whenNot: 'For errors that need action use InlineAlert or ErrorState.',
  do: ['Offer Undo for destructive actions', 'Keep one toast at a time for one action'],
  dont: ['Put information only in a toast that disappears'],
  content: 'Past tense: “Card archived.”',
};

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  args: { children: null },
  parameters: { usage, layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 16, minHeight: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const showing: ToastOptions[] = [
  { title: 'Card moved to Done', variant: 'success', duration: 1_000_000 },
  {
    title: 'Board archived',
    description: 'Find it under Archived boards.',
    duration: 1_000_000,
    action: { label: 'Undo', altText: 'Restore it from Archived boards', onClick: () => undefined },
  },
  {
    title: 'You are offline',
    description: 'Changes will sync when the connection is back.',
    variant: 'error',
  },
];

export const Triggers: Story = {
  render: () => (
    <ToastProvider>
      <Demo />
    </ToastProvider>
  ),
};
export const Showing: Story = {
  render: () => (
    <ToastProvider>
      <Demo initial={showing} />
    </ToastProvider>
  ),
};
export const LongText: Story = {
  render: () => (
    <ToastProvider>
      <Demo
        initial={[
          {
            title:
              'Your changes to “Investigate why the realtime channel drops presence updates” were not saved',
            description:
              'Someone else changed this card at the same time. We kept your text so you can copy it.',
            variant: 'error',
          },
        ]}
      />
    </ToastProvider>
  ),
  decorators: [narrow],
};
