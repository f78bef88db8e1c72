import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Drawer, Input, Radio, Select, Space, Typography } from 'antd';
import type { BulkPriceResult, ConsolePackage } from '@contract/api/console';
import { errorMessage } from '@/shared/api';
import { useApplyBulkPriceMutation, usePreviewBulkPriceMutation } from '../api/catalogueApi';
import { bulkRequestOf, packagesChosen, type BulkChoices } from '../model/bulk-change';
import { TIERS } from '../model/tiers';
import { BulkPriceConfirm, type BulkConfirmation } from './BulkPriceConfirm';
import { BulkPricePreview } from './BulkPricePreview';

interface Props {
  /** the packages priced by plans */
  packages: readonly ConsolePackage[];
  /** the bills providers' names, to choose the plans one of them sells */
  providers: readonly string[];
  onClose(): void;
}

const START: BulkChoices = { packageIds: [], levelIds: [1, 2, 3, 4], by: 'percent', amount: '' };
const unique = <T,>(values: T[]) => [...new Set(values)];

/**
 * Many plan prices changed at once: choose the plans (service, network, packages, provider) and
 * the tiers, type the change, preview every tier's new price and margin, then confirm once with a
 * reason. Any change to the choices drops the preview: what is confirmed is what was previewed.
 */
export function BulkPriceDrawer({ packages, providers, onClose }: Props) {
  const [choices, setChoices] = useState<BulkChoices>(START);
  const [problem, setProblem] = useState<string>();
  const [preview, setPreview] = useState<BulkPriceResult>();
  const [applied, setApplied] = useState<BulkPriceResult>();
  const [confirming, setConfirming] = useState(false);
  const [requestPreview, previewState] = usePreviewBulkPriceMutation();
  const [apply] = useApplyBulkPriceMutation();
  const done = useRef<HTMLDivElement>(null);
  // the owner confirmed at the foot of a long list: the outcome is brought into view
  useEffect(() => {
    if (applied) done.current?.scrollIntoView?.({ block: 'start' });
  }, [applied]);

  const choose = (change: Partial<BulkChoices>) => {
    setChoices((current) => ({ ...current, ...change }));
    setPreview(undefined);
    setApplied(undefined);
    setProblem(undefined);
  };

  const request = bulkRequestOf(choices);
  async function showPreview() {
    if ('problem' in request) return setProblem(request.problem);
    const answer = await requestPreview(request);
    if ('error' in answer) setProblem(errorMessage(answer.error));
    else setPreview(answer.data);
  }

  async function applyChange(confirmation: BulkConfirmation) {
    if ('problem' in request) return request.problem;
    const answer = await apply({
      ...request,
      reason: confirmation.reason,
      ...(confirmation.overrideBelowCost ? { override_below_cost: true } : {}),
      ...(confirmation.confirmBigJumps ? { confirm_big_jumps: true } : {}),
    });
    if ('error' in answer) return errorMessage(answer.error);
    setConfirming(false);
    setPreview(undefined);
    setApplied(answer.data);
    return undefined;
  }

  const services = unique(packages.map((pkg) => `${pkg.category_id}:${pkg.category}`));
  const networks = unique(
    packagesChosen(packages, { ...choices, network: undefined }).flatMap((pkg) =>
      pkg.network ? [pkg.network] : [],
    ),
  );
  const field = { width: '100%' };
  return (
    <Drawer open title="Change prices in bulk" size="large" onClose={onClose} destroyOnHidden>
      <Space orientation="vertical" style={field} size="middle">
        <div>
          <Typography.Text>Service</Typography.Text>
          <Select
            aria-label="Service"
            style={field}
            allowClear
            placeholder="Every service"
            value={choices.categoryId}
            onChange={(categoryId?: number) =>
              choose({ categoryId, network: undefined, packageIds: [] })
            }
            options={services.map((service) => {
              const [id, name] = service.split(':');
              return { value: Number(id), label: name };
            })}
          />
        </div>
        <div>
          <Typography.Text>Network</Typography.Text>
          <Select
            aria-label="Network"
            style={field}
            allowClear
            placeholder="Every network"
            value={choices.network}
            onChange={(network?: string) => choose({ network, packageIds: [] })}
            options={networks.map((network) => ({ value: network, label: network }))}
          />
        </div>
        <div>
          <Typography.Text>Packages</Typography.Text>
          <Select
            aria-label="Packages"
            style={field}
            mode="multiple"
            allowClear
            optionFilterProp="label"
            placeholder="Every package"
            value={choices.packageIds}
            onChange={(packageIds: number[]) => choose({ packageIds })}
            options={packagesChosen(packages, choices).map((pkg) => ({
              value: pkg.id,
              label: `${pkg.category}: ${pkg.title}`,
            }))}
          />
        </div>
        <div>
          <Typography.Text>Provider</Typography.Text>
          <Select
            aria-label="Provider"
            style={field}
            allowClear
            placeholder="Sold by any provider"
            value={choices.provider}
            onChange={(provider?: string) => choose({ provider })}
            options={providers.map((name) => ({ value: name, label: `Sold by ${name}` }))}
          />
        </div>
        <div role="group" aria-label="Tiers">
          <Typography.Text>Tiers</Typography.Text>
          <br />
          <Checkbox.Group
            value={choices.levelIds}
            onChange={(levelIds) => choose({ levelIds: levelIds })}
            options={TIERS.map((tier) => ({ value: tier.levelId, label: tier.title }))}
          />
        </div>
        <Radio.Group
          aria-label="Change by"
          optionType="button"
          value={choices.by}
          onChange={(event) => choose({ by: event.target.value as BulkChoices['by'] })}
          options={[
            { value: 'percent', label: 'Percent' },
            { value: 'naira', label: 'Naira' },
          ]}
        />
        <label>
          <Typography.Text>
            {choices.by === 'percent'
              ? 'Change in percent (-2.5 lowers; new prices round to the whole naira)'
              : 'Change in naira (-50 lowers)'}
          </Typography.Text>
          <Input
            aria-label="Change"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            suffix={choices.by === 'percent' ? '%' : '₦'}
            value={choices.amount}
            onChange={(event) => choose({ amount: event.target.value })}
            onPressEnter={showPreview}
          />
        </label>
        <Button onClick={showPreview} loading={previewState.isLoading}>
          Preview
        </Button>
        {problem && <Alert type="error" showIcon title={problem} role="alert" />}
        <div ref={done} />
        {applied && (
          <Alert
            type="success"
            showIcon
            title={`Changed ${applied.changes.length} ${applied.changes.length === 1 ? 'price' : 'prices'}.`}
          />
        )}
        {applied && <BulkPricePreview result={applied} done />}
        {preview && (
          <>
            <BulkPricePreview result={preview} />
            <Button
              type="primary"
              disabled={!preview.changes.length}
              onClick={() => setConfirming(true)}
            >
              Change these prices
            </Button>
          </>
        )}
      </Space>
      {confirming && preview && (
        <BulkPriceConfirm
          preview={preview}
          onApply={applyChange}
          onClose={() => setConfirming(false)}
        />
      )}
    </Drawer>
  );
}
