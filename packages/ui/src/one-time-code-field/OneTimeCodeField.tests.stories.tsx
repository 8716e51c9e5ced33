import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { OneTimeCodeField, type OneTimeCodeFieldProps } from './OneTimeCodeField';

function Controlled(props: OneTimeCodeFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <OneTimeCodeField
      {...props}
      value={value}
      onValueChange={(digits) => {
        setValue(digits);
        props.onValueChange(digits);
      }}
    />
  );
}

const meta = {
  title: 'Forms/OneTimeCodeField/Tests',
  component: OneTimeCodeField,
  tags: ['test', '!autodocs', '!dev'],
  args: { value: '', onValueChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof OneTimeCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeepsOnlyDigits: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: /verification code/i });
    await userEvent.type(input, '12a 3-45');
    await expect(input).toHaveValue('12345');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('12345');
  },
};

export const APastedCodeArrivesWithoutItsSpacesAndStopsAtItsLength: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: /verification code/i });
    await userEvent.click(input);
    await userEvent.paste('123 456 78');
    await expect(input).toHaveValue('123456');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('123456');
  },
};

export const AsksForANumericCodeTheBrowserCanFill: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /verification code/i });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(/6-digit code/);
  },
};

export const AnErrorIsAnnouncedWithTheField: Story = {
  args: { value: '000000', error: 'This code is not right.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /verification code/i });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/This code is not right\./);
  },
};
