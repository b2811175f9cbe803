export { EditorScreen } from './components/editor-screen';
;
