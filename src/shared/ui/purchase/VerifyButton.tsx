import { Button, Form } from 'antd';

interface VerifyButtonProps {
  /** the verification is on its way: the button says so and waits */
  verifying: boolean;
  disabled?: boolean;
  onVerify: () => void;
}

/** Verify of a smart card or meter number, full width under the number. */
export function VerifyButton({ verifying, disabled = false, onVerify }: VerifyButtonProps) {
  return (
    <Form.Item>
      <Button block onClick={onVerify} disabled={verifying || disabled}>
        {verifying ? 'Verifying... Please wait.' : 'Verify'}
      </Button>
    </Form.Item>
  );
}
