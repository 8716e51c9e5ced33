import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { narrow } from '../fixtures/decorators';
import { FileDropzone, type UploadItem } from './FileDropzone';
import { SimulatedUploads } from './SimulatedUploads';
import type { Usage } from '../fixtures/usage';

const uploads: UploadItem[] = [
  { id: '1', name: 'sprint-review.pdf', sizeBytes: 2_400_000, progress: 0.42, status: 'uploading' },
  { id: '2', name: 'screenshot-login-bug.png', sizeBytes: 310_000, progress: null, status: 'uploading' },
  { id: '3', name: 'roadmap.xlsx', sizeBytes: 88_000, progress: 1, status: 'done' },
  {
    id: '4',
    name: 'recording.mov',
    sizeBytes: 24_100_000,
    progress: 0.63,
    status: 'failed',
    error: 'The connection dropped.',
  },
];

const usage: Usage = {
  when: 'Attaching files to a card, by drop or by browsing.',
  do: ['State the size limit and refused types', 'Show progress per file'],
  dont: ['Accept a drop silently: always show what happened'],
  content: '“Drop files here or browse”, limits as “up to 25 MiB”.',
};

const meta = {
  title: 'Forms/FileDropzone',
  component: FileDropzone,
  args: {
    onFiles: fn(),
    onCancel: fn(),
    onRetry: fn(),
    onDismiss: fn(),
    onReject: fn(),
    maxSizeBytes: 25 * 1024 * 1024,
    hint: 'Any file up to 25 MB',
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
  parameters: { usage },
} satisfies Meta<typeof FileDropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Uploading: Story = { args: { uploads } };
export const Disabled: Story = { args: { disabled: true, hint: 'Viewers cannot attach files' } };
export const AvatarOnlyImages: Story = {
  args: {
    label: 'Choose a picture',
    accept: 'image/png,image/jpeg,image/webp',
    multiple: false,
    maxSizeBytes: 2 * 1024 * 1024,
    hint: 'PNG, JPEG or WebP, up to 2 MB',
  },
};
export const ManyFiles: Story = {
  args: {
    uploads: Array.from({ length: 12 }, (_, index) => ({
      id: `m${index}`,
      name: `a-rather-long-file-name-for-the-quarterly-report-part-${index + 1}.pdf`,
      sizeBytes: 1_000_000 * (index + 1),
      progress: (index % 5) / 4,
      status: 'uploading' as const,
    })),
  },
  decorators: [narrow],
};
export const Live: Story = { render: (args) => <SimulatedUploads {...args} step={0.05} tickMs={300} /> };
