import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { FileDropzone } from './FileDropzone';
import { SimulatedUploads } from './SimulatedUploads';

const meta = {
  title: 'Forms/FileDropzone/Tests',
  component: FileDropzone,
  tags: ['test', '!autodocs', '!dev'],
  args: { onFiles: fn(), onCancel: fn(), onReject: fn() },
  render: (args) => <SimulatedUploads {...args} step={0.1} tickMs={60} />,
} satisfies Meta<typeof FileDropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;
const fileOf = (name: string, bytes: number, type = 'application/pdf') =>
  new File([new Uint8Array(bytes)], name, { type });

export const ShowsProgressThenDone: Story = {
  play: async ({ canvasElement, canvas, userEvent, args }) => {
    await userEvent.upload(fileInput(canvasElement), fileOf('notes.pdf', 1200));
    await expect(args.onFiles).toHaveBeenCalledOnce();
    const bar = await canvas.findByRole('progressbar', { name: 'Uploading notes.pdf' });
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0));
    await waitFor(() => expect(canvas.getByText('Uploaded')).toBeVisible(), { timeout: 5000 });
  },
};

export const CancelRemovesTheUpload: Story = {
  args: { onFiles: fn(), onCancel: fn() },
  render: (args) => <SimulatedUploads {...args} step={0.02} tickMs={200} />,
  play: async ({ canvasElement, canvas, userEvent, args }) => {
    await userEvent.upload(fileInput(canvasElement), [fileOf('big.pdf', 2000), fileOf('small.pdf', 100)]);
    await canvas.findByRole('progressbar', { name: 'Uploading big.pdf' });
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel upload of big.pdf' }));
    await expect(args.onCancel).toHaveBeenCalledWith('u1');
    await waitFor(() => expect(canvas.queryByText('big.pdf')).toBeNull());
    // The other upload carries on.
    await expect(canvas.getByRole('progressbar', { name: 'Uploading small.pdf' })).toBeInTheDocument();
  },
};

export const FailedUploadCanBeRetried: Story = {
  play: async ({ canvasElement, canvas, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), fileOf('fail-report.pdf', 500));
    await waitFor(() => expect(canvas.getByText('The connection dropped.')).toBeVisible(), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Retry fail-report.pdf' }));
    await waitFor(() => expect(canvas.getByText('Uploaded')).toBeVisible(), { timeout: 5000 });
  },
};

export const RefusesFilesOverTheLimit: Story = {
  args: { maxSizeBytes: 1024, onReject: fn(), onFiles: fn() },
  play: async ({ canvasElement, canvas, userEvent, args }) => {
    await userEvent.upload(fileInput(canvasElement), fileOf('huge.pdf', 5 * 1024));
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText(/huge\.pdf is 5 KB; the limit is 1 KB/)).toBeVisible();
    await expect(args.onReject).toHaveBeenCalledOnce();
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};
