export { AvatarStack } from './AvatarStack';
export type { AvatarPerson, AvatarStackProps } from './AvatarStack';
