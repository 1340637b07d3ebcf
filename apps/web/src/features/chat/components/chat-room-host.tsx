import { lazy, Suspense } from 'react';
import { useDialogStack } from '../../../components/ui/dialog-stack-store';

const ChatRoomDialog = lazy(() => import('../dialogs/chat-room-dialog').then((m) => ({ default: m.ChatRoomDialog })));

/**
 * The chat room where the dialog host is not mounted (the maintenance and IP-restriction pages stand outside the
 * site's routes): their Contact Us opens the chat room when the brand uses the built-in chat.
 */
export function ChatRoomHost() {
  const entry = useDialogStack((s) => s.stack.find((d) => d.name === 'chatRoom'));
  const close = useDialogStack((s) => s.closeDialog);
  const remove = useDialogStack((s) => s.removeDialog);
  if (!entry) return null;
  return (
    <Suspense fallback={null}>
      <ChatRoomDialog open={entry.open} layer={0} onClose={() => close(entry.id)} onExited={() => remove(entry.id)} />
    </Suspense>
  );
}
