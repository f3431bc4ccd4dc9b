import { useEffect, useRef, useState, type FormEvent } from 'react';

import { CHAT_LIMITS } from '#shared/chat/chat.schemas';
import { CHAT_MESSAGES } from '#shared/chat/chat.messages';

import { Button } from '../../../components/ui/button';

/** The text box and Send: Enter sends, Shift+Enter starts a new line. */
export function ChatComposer({
  disabled,
  onSend,
  draft,
}: {
  disabled: boolean;
  /** Sends the text; false when it could not be handed to the socket. */
  onSend: (text: string) => boolean;
  /**
   * Text to start from ("Ask a tailor": the product's link), written in the empty box once,
   * with the caret after it; the person sends it, never this component.
   */
  draft?: string | null;
}) {
  const [text, setText] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const drafted = useRef<string | null>(null);

  useEffect(() => {
    if (!draft || drafted.current === draft || disabled) return;
    drafted.current = draft;
    setText((current) => (current === '' ? draft : current));
    const field = box.current;
    if (field) {
      field.focus();
      // After React wrote the value: the caret goes to its end, where the question goes.
      requestAnimationFrame(() => field.setSelectionRange(field.value.length, field.value.length));
    }
  }, [draft, disabled]);

  const send = () => {
    if (text.trim() === '') {
      setAlert(CHAT_MESSAGES.typeMessage);
      return;
    }
    if (onSend(text)) {
      setText('');
      setAlert(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={submit} className="border-t border-line p-4">
      {alert ? (
        <p role="alert" className="mb-2 text-sm text-danger">
          {alert}
        </p>
      ) : null}
      <div className="flex items-end gap-3">
        <label htmlFor="chat-text" className="sr-only">
          Message
        </label>
        <textarea
          ref={box}
          id="chat-text"
          rows={draft ? 4 : 2}
          value={text}
          maxLength={CHAT_LIMITS.textMax}
          disabled={disabled}
          placeholder="Type a message"
          onChange={(event) => {
            setText(event.target.value);
            if (alert && event.target.value.trim() !== '') setAlert(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          className="min-w-0 flex-1 resize-none border border-line bg-white px-3 py-2 text-sm text-ink placeholder:text-muted"
        />
        <Button type="submit" disabled={disabled || text === ''}>
          Send
        </Button>
      </div>
    </form>
  );
}
