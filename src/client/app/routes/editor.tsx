import { useParams } from 'react-router';
import { RequireAuth } from '@/features/auth';
import { EditorScreen } from '@/features/editor';

export function EditorRoute() {
  const { pageId } = useParams();
  return (
    <RequireAuth>
      <EditorScreen pageId={pageId} />
    </RequireAuth>
  );
}

export default EditorRoute;
