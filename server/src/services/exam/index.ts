import { ExamPurchaseRequestSchema } from '@contract/services/exam/request';
import { purchaseService } from '../purchase-service';
import { quoteExam } from './quote';

export const examService = purchaseService({
  key: 'exam',
  route: {
    url: '/purchase-exam-pins/',
    operationId: 'purchaseExamPins',
    summary: 'Buy exam PINs (WAEC, JAMB)',
    body: ExamPurchaseRequestSchema,
    example: { package_id: 37, variation_code: 'waecdirect', phone_number: '08011111111' },
  },
  quote: quoteExam,
});
