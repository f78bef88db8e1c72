import { useState } from 'react';
import { App, Button } from 'antd';
import { errorMessage } from '@/shared/api';
import { useReleaseHoldMutation } from '../api/kycApi';
import { ReasonDialog } from './ReasonDialog';

/** An owner releases a held wallet with a reason; it can buy again at once. */
export function ReleaseHoldButton({ customer }: { customer: { id: number; name: string } }) {
  const [open, setOpen] = useState(false);
  const [release, { isLoading, error, reset }] = useReleaseHoldMutation();
  const { notification } = App.useApp();
  const close = () => {
    setOpen(false);
    reset();
  };
  const submit = async (reason: string) => {
    const result = await release({ customerId: customer.id, reason });
    if ('data' in result && result.data) {
      notification.success({ title: result.data.message });
      setOpen(false);
    }
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Release hold</Button>
      <ReasonDialog
        open={open}
        title={`Release ${customer.name}'s wallet`}
        intro="The wallet can buy again at once. The hold and your reason stay in the audit log."
        submitLabel="Release hold"
        busy={isLoading}
        error={error ? errorMessage(error) : undefined}
        onClose={close}
        onSubmit={submit}
      />
    </>
  );
}
