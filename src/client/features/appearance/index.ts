export { BackgroundCard } from './components/background-card';
export { BioCard } from './components/bio-card';
export { ButtonStyleCard } from './components/button-style-card';
export { CopyFromParentButton } from './components/copy-from-parent-button';
export { ProfileImageCard } from './components/profile-image-card';
export { ShareCard } from './components/share-card';
export { SocialLinksCard } from './components/social-links-card';
export { ThemeGallery } from './components/theme-gallery';
