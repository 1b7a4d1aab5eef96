/** A form-level message (e.g. the server could not be reached), announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-heritage-red-600 bg-heritage-red-50 px-3 py-2 text-sm text-heritage-red-700"
    >
      {message}
    </p>
  );
}
