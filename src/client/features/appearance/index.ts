export { BackgroundCard } from './components/background-card';
export { CopyFromParentButton } from './components/copy-from-parent-button';
export { ProfileImageCard } from './components/profile-image-card';
