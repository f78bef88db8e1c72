import { ExamPurchaseRequestSchema } from '@contract/api';
import { purchaseService } from '../purchase-service';
import { quoteExam } from './quote';

export const examService = purchaseService({
  key: 'exam',
  route: {
    url: '/purchase-exam-pins/',
    operationId: 'purchaseExamPins',
    summary: 'Buy exam PINs (WAEC, JAMB)',
    body: ExamPurchaseRequestSchema,
  },
  quote: quoteExam,
});
