/**
 * What a search found, for screen readers only: a polite status that is
 * always in the page (a live region that appears together with its text is
 * often not read), so each new message is spoken once. Empty says nothing:
 * the caller empties it while results load, so the same text is read again
 * when the next results arrive.
 */
export function ResultsStatus({ message }: { message: string }) {
  return (
    <p role="status" className="sr-only">
      {message}
    </p>
  );
}
