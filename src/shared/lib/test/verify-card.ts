import { http, HttpResponse } from 'msw';
import type { VerificationContent } from '@contract/api';
import { apiUrl, mswServer } from './msw-server';

/**
 * verify-card/<package>/<number>/ answers what `contentOf` gives for the number (the customer, or
 * the provider's refusal as `{error}`); every asked `<package>/<number>` is recorded, in order.
 */
export function serveVerifyCard(
  contentOf: (number: string) => VerificationContent | Record<string, string>,
): string[] {
  const asked: string[] = [];
  mswServer.use(
    http.get(apiUrl('verify-card/:packageId/:number/'), ({ params }) => {
      const number = String(params.number);
      asked.push(`${String(params.packageId)}/${number}`);
      return HttpResponse.json({ data: { content: contentOf(number) } });
    }),
  );
  return asked;
}
