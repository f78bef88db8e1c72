import { useState } from 'react';
import { Button } from 'antd';
import type { ConsolePackage } from '@contract/api/console';
import { errorMessage } from '@/shared/api';
import { useSetProviderCommissionMutation } from '../api/catalogueApi';
import { EditValueDialog } from './EditValueDialog';

/** The provider's commission on a package, as its price list states it; costs follow from it. */
export function ProviderCommissionButton({ pkg }: { pkg: ConsolePackage }) {
  const [open, setOpen] = useState(false);
  const [save] = useSetProviderCommissionMutation();
  return (
    <>
      <Button
        type="link"
        size="small"
        aria-label={`Provider commission ${pkg.provider_commission}%: edit for ${pkg.title}`}
        onClick={() => setOpen(true)}
      >
        Provider commission {pkg.provider_commission}%
      </Button>
      {open && (
        <EditValueDialog
          title={`Provider commission on ${pkg.category} ${pkg.title}`}
          unit="percent"
          initial={pkg.provider_commission}
          hint="What the provider keeps back for us on the face value: our cost is the rest."
          onClose={() => setOpen(false)}
          onSave={async ({ value, reason }) => {
            const result = await save({
              id: pkg.id,
              percent: value,
              ...(reason ? { reason } : {}),
            });
            return 'error' in result ? errorMessage(result.error) : undefined;
          }}
        />
      )}
    </>
  );
}
