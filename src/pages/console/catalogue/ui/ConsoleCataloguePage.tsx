import { useState } from 'react';
import { Alert, Button, Drawer, Flex, Select, Spin, Typography } from 'antd';
import type { ConsolePlan } from '@contract/api/console';
import { Link, useSearchParams } from 'react-router-dom';
import {
  BulkPriceDrawer,
  LevelPricesTable,
  PackageHeader,
  PlansTable,
  RatesTable,
  ReferralRatesTable,
  useGetConsoleCatalogueQuery,
} from '@/features/console/catalogue';
import { OffersPanel, useGetConsoleProvidersQuery } from '@/features/console/providers';
import { errorMessage } from '@/shared/api';
import { CONSOLE_ROUTES } from '@contract/navigation';
import { ConsoleExportButton } from '@/entities/staff-member';
import { ResponsiveTabs } from '@/shared/ui/responsive-tabs';

/**
 * Catalogue and prices: the owner's screen for what customers pay. `?below_cost=true` (the
 * overview's warning links here) shows only the packages and plans priced below cost.
 */
export function ConsoleCataloguePage() {
  const [search] = useSearchParams();
  const belowCost = search.get('below_cost') === 'true';
  const { data, error, isLoading } = useGetConsoleCatalogueQuery({ belowCost });
  const [packageId, setPackageId] = useState<number>();
  const [offersOf, setOffersOf] = useState<ConsolePlan>();
  const [amountPackageId, setAmountPackageId] = useState<number>();
  const [bulk, setBulk] = useState(false);
  const providers = useGetConsoleProvidersQuery(undefined, { skip: !bulk });

  if (isLoading) return <Spin description="Loading the catalogue..." />;
  if (!data) return <Alert type="error" showIcon title={errorMessage(error)} role="alert" />;

  const planPackages = data.packages.filter((pkg) => pkg.pricing === 'plans');
  const chosen = planPackages.find((pkg) => pkg.id === packageId) ?? planPackages[0];
  // airtime and electricity: sold by amount through each provider's package offer
  const amountPackages = data.packages.filter((pkg) => pkg.pricing === 'discount');
  const amountChosen =
    amountPackages.find((pkg) => pkg.id === amountPackageId) ?? amountPackages[0];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Catalogue &amp; prices
        </Typography.Title>
        <ConsoleExportButton
          list="catalogue"
          path="console/catalogue"
          query={belowCost ? { below_cost: true } : undefined}
          what="the catalogue and prices"
        />
      </Flex>
      {belowCost && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Showing only the prices that sell below cost"
          description={<Link to={CONSOLE_ROUTES.catalogue}>Show every price</Link>}
        />
      )}
      <ResponsiveTabs
        label="Section"
        defaultActiveKey={planPackages.length === 0 ? 'rates' : 'plans'}
        items={[
          {
            key: 'plans',
            label: 'Plans',
            children: (
              <>
                <Flex wrap gap={8} align="start" style={{ marginBottom: 12 }}>
                  <Select
                    aria-label="Package"
                    showSearch
                    optionFilterProp="label"
                    style={{ width: '100%', maxWidth: 420 }}
                    value={chosen?.id}
                    onChange={setPackageId}
                    options={planPackages.map((pkg) => ({
                      value: pkg.id,
                      label: `${pkg.category}: ${pkg.title}${pkg.active ? '' : ' (off sale)'}`,
                    }))}
                  />
                  {planPackages.length > 0 && (
                    <Button onClick={() => setBulk(true)}>Change prices in bulk</Button>
                  )}
                </Flex>
                {chosen && (
                  <>
                    <PackageHeader pkg={chosen} />
                    <PlansTable pkg={chosen} onShowOffers={setOffersOf} />
                  </>
                )}
              </>
            ),
          },
          {
            key: 'rates',
            label: 'Discounts & rates',
            children: <RatesTable packages={data.packages} />,
          },
          {
            key: 'offers',
            label: 'Airtime & bills offers',
            children: (
              <>
                <Select
                  aria-label="Package sold by amount"
                  showSearch
                  optionFilterProp="label"
                  style={{ width: '100%', maxWidth: 420, marginBottom: 12 }}
                  value={amountChosen?.id}
                  onChange={setAmountPackageId}
                  options={amountPackages.map((pkg) => ({
                    value: pkg.id,
                    label: `${pkg.category}: ${pkg.title}`,
                  }))}
                />
                {amountChosen && (
                  <OffersPanel
                    key={amountChosen.id}
                    of={{ packageId: amountChosen.id }}
                    title={amountChosen.title}
                  />
                )}
              </>
            ),
          },
          {
            key: 'referral',
            label: 'Referral rates',
            children: <ReferralRatesTable rates={data.referral_rates} />,
          },
          {
            key: 'levels',
            label: 'Level prices',
            children: <LevelPricesTable levels={data.levels} />,
          },
        ]}
      />
      <Drawer
        open={offersOf !== undefined}
        title={offersOf ? `Offers of ${offersOf.title}` : undefined}
        size="large"
        onClose={() => setOffersOf(undefined)}
        destroyOnHidden
      >
        {offersOf && <OffersPanel of={{ planId: offersOf.id }} title={offersOf.title} />}
      </Drawer>
      {bulk && (
        <BulkPriceDrawer
          packages={planPackages}
          providers={(providers.data ?? []).map((provider) => provider.name)}
          onClose={() => setBulk(false)}
        />
      )}
    </>
  );
}
