import { useState, type ChangeEvent } from 'react';
import { Form } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { object, string } from 'yup';
import {
  ID_DOCUMENT_FILE_TYPES,
  ID_DOCUMENT_LABELS,
  ID_DOCUMENT_TYPES,
  KYC_MESSAGES,
  type IdDocumentType,
} from '@contract/rules/kyc';
import { apiErrorBody, errorMessage } from '@/shared/api';
import { FormikForm, NativeSelectField, SubmitButton, TextAreaField } from '@/shared/ui/form';
import { OutcomeMessages, useOutcome } from '@/shared/ui/outcome';
import { useRequestReviewMutation } from '../api/kycApi';
import { documentProblem, fileAsBase64 } from '../model/document';

interface ReviewValues {
  id_type: IdDocumentType | '';
  address: string;
}

const schema = object({
  id_type: string().required('Choose the kind of ID document'),
  address: string()
    .trim()
    .min(10, KYC_MESSAGES.addressRequired)
    .required(KYC_MESSAGES.addressRequired),
});

const ID_OPTIONS = ID_DOCUMENT_TYPES.map((type) => ({
  value: type,
  label: ID_DOCUMENT_LABELS[type],
}));

/** Tier 3: an ID document (photo or scan) and the home address, for our team to review. */
export function ReviewForm() {
  const [request, { isLoading }] = useRequestReviewMutation();
  const { outcome, start, succeed, fail } = useOutcome();
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setFile(chosen);
    setFileError(chosen ? documentProblem(chosen) : undefined);
  };

  const submit = async (values: ReviewValues, form: FormikHelpers<ReviewValues>) => {
    start();
    const problem = documentProblem(file);
    if (problem || !file || !values.id_type) {
      setFileError(problem);
      fail([problem ?? 'Choose the kind of ID document']);
      return;
    }
    const result = await request({
      id_type: values.id_type,
      address: values.address,
      document_name: file.name,
      document_type: file.type,
      document: await fileAsBase64(file),
    });
    if (result.error) {
      const fields = apiErrorBody(result.error)?.data ?? {};
      if (fields.document) setFileError(fields.document);
      form.setErrors(fields);
      fail(Object.keys(fields).length ? Object.values(fields) : [errorMessage(result.error)]);
      return;
    }
    succeed(result.data.message);
  };

  return (
    <Formik<ReviewValues>
      initialValues={{ id_type: '', address: '' }}
      validationSchema={schema}
      onSubmit={submit}
    >
      <FormikForm
        aria-label="Send an ID document"
        onInvalid={(message) => fail([message], { list: false })}
      >
        <OutcomeMessages outcome={outcome} />
        <NativeSelectField
          name="id_type"
          label="ID document"
          placeholder="Choose one"
          options={ID_OPTIONS}
        />
        <Form.Item
          label="Photo or scan of the document"
          htmlFor="document"
          extra="A JPG, PNG or PDF of at most 2 MB, every corner in view."
          validateStatus={fileError ? 'error' : undefined}
          help={fileError}
        >
          <input
            id="document"
            type="file"
            accept={ID_DOCUMENT_FILE_TYPES.join(',')}
            onChange={choose}
          />
        </Form.Item>
        <TextAreaField name="address" label="Home address" autoSize={{ minRows: 2, maxRows: 4 }} />
        <SubmitButton busy={isLoading}>Send for review</SubmitButton>
      </FormikForm>
    </Formik>
  );
}
