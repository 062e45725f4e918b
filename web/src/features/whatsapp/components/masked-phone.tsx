/**
 * "•••• 4321" on screen; screen readers would say "bullet" four times, so they hear the ending. The
 * label sits on one element so the visible text copies and reads as the api wrote it.
 */
export function MaskedPhone({ phone }: { phone: string }) {
  return (
    <span role="img" aria-label={`número com final ${phone.slice(-4)}`} className="whitespace-nowrap">
      {phone}
    </span>
  );
}
