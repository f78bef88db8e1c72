import { EPIN_ROUTES } from '../config/routes';
import { useMemo } from 'react';
import { Flex, Form, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useFormikContext } from 'formik';
import { PackageChoice, planOptions, plansOf, useGetPackagesQuery } from '@/entities/package';
import type { Transaction } from '@contract/api';
import { CATEGORY_IDS } from '@contract/constants';
import type { EpinPurchaseRequest } from '@contract/services/epins';
import { choiceLabelOf } from '@contract/services/package-choice';
import { NativeSelectField, TextField, useFormItem } from '@/shared/ui/form';
import { LinkButton } from '@/shared/ui/link-button';
import {
  PurchaseExtrasProvider,
  PurchaseForm,
  type PurchaseExtras,
  type PurchaseShell,
} from '@/shared/ui/purchase';
import { usePurchaseEpinsMutation } from '../api/epinsApi';
import {
  BATCH_LIMIT,
  chargePreview,
  epinsInitialValues,
  epinsOrder,
  selectionOf,
  validateEpins,
  type EpinsValues,
} from '../model/purchase';

export const LOADING_CARDS = 'Loading card values... Please wait';

function EpinsFields({ packages, busy }: PurchaseShell) {
  const { values, setValues } = useFormikContext<EpinsValues>();
  const { item, control } = useFormItem('packageId');
  const { pkg } = selectionOf(packages, values);
  return (
    <>
      <Typography.Paragraph type="secondary">
        Cards you buy go into your stock, where you print them and mark them sold.{' '}
        <Link to={EPIN_ROUTES.stock}>Go to my stock</Link>
      </Typography.Paragraph>
      <Form.Item {...item}>
        <PackageChoice
          {...control}
          label={choiceLabelOf('epins')}
          packages={packages}
          value={pkg?.id ?? null}
          disabled={busy}
          // another network has other card values
          onChange={(choice) =>
            void setValues({ ...values, packageId: String(choice.id), planId: '' })
          }
        />
      </Form.Item>
      <NativeSelectField
        name="planId"
        label="Card value"
        placeholder="Select a card value"
        disabled={!pkg || busy}
        options={planOptions(plansOf(pkg))}
      />
      <TextField
        name="quantity"
        label="Quantity"
        inputMode="numeric"
        autoComplete="off"
        placeholder="24"
        extra={`1 to ${BATCH_LIMIT} cards in one batch`}
      />
    </>
  );
}

/** Under a purchase's result: the batch's print screen (once the server names it) and the stock. */
function AfterPurchase({ transaction }: { transaction: Transaction }) {
  const batchId = transaction.result?.epin_batch_id;
  return (
    <Flex gap={8} wrap style={{ marginTop: 12 }}>
      {batchId !== undefined && (
        <LinkButton to={EPIN_ROUTES.batch(batchId)}>Print cards</LinkButton>
      )}
      <LinkButton to={EPIN_ROUTES.stock} variant="outline">
        Go to my stock
      </LinkButton>
    </Flex>
  );
}

/**
 * Printable recharge cards: a network, a card value ('MTN ₦100 recharge card at ₦98.00') and how
 * many cards, bought as one purchase; the preview and the confirmation give the total (quantity ×
 * the price of one card). The result links to the batch's print screen and to the stock.
 * Dismissing it keeps the network and value and clears the quantity.
 */
export function EpinsForm() {
  const packages = useGetPackagesQuery(CATEGORY_IDS.epins);
  const [purchaseEpins] = usePurchaseEpinsMutation();
  const extras = useMemo<PurchaseExtras>(
    () => ({ afterResult: (transaction) => <AfterPurchase transaction={transaction} /> }),
    [],
  );
  return (
    <PurchaseExtrasProvider value={extras}>
      <PurchaseForm<EpinsValues, EpinPurchaseRequest>
        label="Buy recharge cards"
        packages={packages}
        loadingText={LOADING_CARDS}
        initialValues={epinsInitialValues}
        validate={validateEpins}
        send={purchaseEpins}
        order={epinsOrder}
        chargePreview={chargePreview}
        submitLabel="Buy cards"
        nextValues={(values) => ({ ...values, quantity: '' })}
      >
        {(shell) => <EpinsFields {...shell} />}
      </PurchaseForm>
    </PurchaseExtrasProvider>
  );
}
