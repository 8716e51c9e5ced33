import { Tooltip } from '../tooltip';
import { BareIconButton, type BareIconButtonProps } from './BareIconButton';

export interface IconButtonProps extends BareIconButtonProps {
  /** Show the label as a tooltip on hover and focus. */
  tooltip?: boolean;
}

/** A square button showing only an icon, with its name as aria-label and tooltip. */
export function IconButton({ tooltip = true, ...rest }: IconButtonProps) {
  const button = <BareIconButton {...rest} />;
  return tooltip ? <Tooltip content={rest.label}>{button}</Tooltip> : button;
}
