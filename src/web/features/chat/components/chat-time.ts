/** A message's time, as the store shows dates (en-US, UTC): "3:04 PM". */
export function formatChatTime(time: number): string {
  return new Date(time).toLocaleTimeString('en-US', {
    timeZone: 'UTC',
    hour: 'numeric',
    minute: '2-digit',
  });
}
