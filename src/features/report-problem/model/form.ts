import type { CreateProblemReportRequest } from '@contract/api/problem-reports';
import { problemNoteProblem, type ProblemKind } from '@contract/rules/problem-report';

export interface ProblemFormValues {
  kind: ProblemKind | '';
  note: string;
}

export const initialProblemValues: ProblemFormValues = { kind: '', note: '' };

export const PICK_KIND = 'Choose what went wrong.';

/** The form's problems, by the server's own note rule. */
export function validateProblem(values: ProblemFormValues) {
  if (!values.kind) return { kind: PICK_KIND };
  const note = problemNoteProblem(values.kind, values.note);
  return note ? { note } : {};
}

export const toProblemRequest = (values: ProblemFormValues): CreateProblemReportRequest => ({
  kind: values.kind as ProblemKind,
  ...(values.note.trim() ? { note: values.note.trim() } : {}),
});
