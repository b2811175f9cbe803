import { useParams } from 'react-router';
import { TooltipProvider } from '@/components/ui/tooltip';
import { RequireAuth } from '@/features/auth';
import { EditorScreen } from '@/app/editor';

/** The editor's tooltips have their provider here, so the sign-in screens do not load them (issue 13). */
function EditorRoute() {
  const { pageId } = useParams();
  return (
    <RequireAuth>
      <TooltipProvider>
        <EditorScreen pageId={pageId} />
      </TooltipProvider>
    </RequireAuth>
  );
}

export default EditorRoute;
