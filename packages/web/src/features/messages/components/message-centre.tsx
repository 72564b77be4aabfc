import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Inbox } from '@/features/messages/components/inbox';
import { MessageView } from '@/features/messages/components/message-view';
import { openMessageId } from '@/features/messages/model';

/** Set on the history entry of a message opened from the inbox: back is one step. */
export interface FromInbox {
  fromInbox?: boolean;
}

/**
 * The message centre for a signed-in member: the inbox, or one
 * message when the address says `?id=` (so a message has its own address and the
 * browser's back returns to the inbox).
 */
export function MessageCentre() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = openMessageId(params.get('id'));

  const backToInbox = () => {
    if ((location.state as FromInbox | null)?.fromInbox) void navigate(-1);
    else void navigate({ search: '' }, { replace: true });
  };

  if (id === null) {
    return <Inbox />;
  }
  return <MessageView key={id} id={id} onBack={backToInbox} />;
}
