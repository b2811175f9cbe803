export { EditorScreen } from './components/editor-screen';
export { useEditorStore, type EditorItem, type EditorState, type QrSettings } from '@/stores/editor-store';
