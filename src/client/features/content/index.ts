export { AddContentMenu } from './components/add-content-menu';
export { ContentEditor } from './components/content-editor';
export { ExpandAllButton } from './components/expand-all-button';
