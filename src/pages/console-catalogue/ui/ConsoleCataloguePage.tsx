import { useState } from 'react';
import { Alert, Flex, Select, Spin, Tabs, Typography } from 'antd';
import {
  LevelPricesTable,
  PackageHeader,
  PlansTable,
  RatesTable,
  ReferralRatesTable,
  useGetConsoleCatalogueQuery,
} from '@/features/console-catalogue';
import { errorMessage } from '@/shared/api';
import { ExportButton } from '@/shared/ui/export-button';

/** Catalogue and prices: the owner's screen for what customers pay. */
export function ConsoleCataloguePage() {
  const { data, error, isLoading } = useGetConsoleCatalogueQuery();
  const [packageId, setPackageId] = useState<number>();

  if (isLoading) return <Spin description="Loading the catalogue..." />;
  if (!data) return <Alert type="error" showIcon title={errorMessage(error)} role="alert" />;

  const planPackages = data.packages.filter((pkg) => pkg.pricing === 'plans');
  const chosen = planPackages.find((pkg) => pkg.id === packageId) ?? planPackages[0];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Catalogue &amp; prices
        </Typography.Title>
        <ExportButton path="console/catalogue" what="the catalogue and prices" />
      </Flex>
      <Tabs
        items={[
          {
            key: 'plans',
            label: 'Plans',
            children: (
              <>
                <div>
                  <Select
                    aria-label="Package"
                    showSearch
                    optionFilterProp="label"
                    style={{ width: '100%', maxWidth: 420, marginBottom: 12 }}
                    value={chosen?.id}
                    onChange={setPackageId}
                    options={planPackages.map((pkg) => ({
                      value: pkg.id,
                      label: `${pkg.category}: ${pkg.title}${pkg.active ? '' : ' (off sale)'}`,
                    }))}
                  />
                </div>
                {chosen && (
                  <>
                    <PackageHeader pkg={chosen} />
                    <PlansTable pkg={chosen} />
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
    </>
  );
}
