/**
 * Why `submit()` did not produce values: the form is invalid (with Formily's per-field feedback), or the
 * model's beforeSubmit script said no.
 */
export interface FieldError {
  path: string;
  messages: string[];
}

export class FormSubmitError extends Error {
  constructor(
    readonly reason: 'invalid' | 'cancelled',
    readonly errors: FieldError[] = [],
  ) {
    super(reason === 'invalid' ? errors.flatMap((e) => e.messages).join('; ') || 'invalid form' : 'submit cancelled');
    this.name = 'FormSubmitError';
  }
}

interface Feedback {
  path?: unknown;
  messages?: unknown;
}

/** Formily rejects validate() with its feedback list; anything else passes through unchanged. */
export function toSubmitError(rejection: unknown): FormSubmitError | unknown {
  if (!Array.isArray(rejection)) return rejection;
  const errors = (rejection as Feedback[])
    .filter((f) => Array.isArray(f.messages) && f.messages.length > 0)
    .map((f) => ({ path: String(f.path ?? ''), messages: (f.messages as unknown[]).map(String) }));
  return new FormSubmitError('invalid', errors);
}
